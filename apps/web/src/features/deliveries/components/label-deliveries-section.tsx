import { Card, Descriptions, Flex, Image, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLabelDeliveries, useProofImage } from '../api/get-label-deliveries';
import { DeliveryOutcomeTag } from './delivery-outcome-tag';

type Attempt = NonNullable<ReturnType<typeof useLabelDeliveries>['data']>[number];
type Proof = NonNullable<Attempt['proof']>;

function ProofImage({ url, alt, testId }: { url: string; alt: string; testId: string }) {
  const { t } = useTranslation();
  const image = useProofImage(url);
  if (image.failed) return <Typography.Text type="secondary">{t('deliveries.proof.imageFailed')}</Typography.Text>;
  if (!image.src) return <Skeleton.Image active />;
  return (
    <Image
      src={image.src}
      alt={alt}
      width={200}
      style={{ maxHeight: 200, objectFit: 'contain', background: '#fff', border: '1px solid #f0f0f0' }}
      data-testid={testId}
    />
  );
}

function ProofView({ proof }: { proof: Proof }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Flex vertical gap={8} data-testid="delivery-proof">
      <Descriptions
        column={1}
        size="small"
        items={[
          {
            key: 'receiver',
            label: t('deliveries.proof.receivedBy'),
            children: <span data-testid="delivery-proof-receiver">{proof.receiver_name}</span>,
          },
          { key: 'at', label: t('deliveries.proof.deliveredAt'), children: formatDateTime(proof.delivered_at, locale) },
          ...(proof.note ? [{ key: 'note', label: t('deliveries.note'), children: proof.note }] : []),
        ]}
      />
      <Flex gap={12} wrap>
        {proof.signature_url && (
          <ProofImage
            url={proof.signature_url}
            alt={t('deliveries.proof.signature')}
            testId="delivery-proof-signature"
          />
        )}
        {proof.photo_url && (
          <ProofImage url={proof.photo_url} alt={t('deliveries.proof.photo')} testId="delivery-proof-photo" />
        )}
      </Flex>
    </Flex>
  );
}

/**
 * The label detail's "Delivery" card: every time the label went out with a courier, and the proof of the delivery.
 * Nothing at all while the label never went out (or the reader may not see deliveries).
 */
export function LabelDeliveriesSection({ labelId }: { labelId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useLabelDeliveries(labelId);
  const attempts = query.data;
  if (!attempts || attempts.length === 0) return null;
  return (
    <Card size="small" title={t('deliveries.proof.title')} data-testid="label-deliveries">
      <Timeline
        items={attempts.map((attempt) => ({
          key: attempt.attempt_id,
          color: attempt.outcome === 'delivered' ? 'green' : attempt.outcome === 'failed' ? 'red' : 'blue',
          content: (
            <Flex vertical gap={6} data-testid="label-delivery-attempt" data-outcome={attempt.outcome}>
              <Flex gap={8} wrap align="center">
                <DeliveryOutcomeTag outcome={attempt.outcome} reason={attempt.failure_reason} />
                <Typography.Text>{attempt.courier.name}</Typography.Text>
              </Flex>
              <Typography.Text type="secondary">
                {attempt.finished_at
                  ? t('deliveries.proof.outAndBack', {
                      out: formatDateTime(attempt.created_at, locale),
                      back: formatDateTime(attempt.finished_at, locale),
                    })
                  : t('deliveries.proof.outSince', { out: formatDateTime(attempt.created_at, locale) })}
              </Typography.Text>
              {attempt.note && !attempt.proof && <Typography.Text>{attempt.note}</Typography.Text>}
              {attempt.proof && <ProofView proof={attempt.proof} />}
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
