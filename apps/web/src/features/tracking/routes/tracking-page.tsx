import type { ProgressGroup, PublicTrackResponse } from '@waypost/domain';
import { Card, Descriptions, Empty, Flex, Input, Result, Skeleton, Steps, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { LanguageSwitch } from '@/components/language-switch';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTrackParcel } from '../api/track-parcel';

type Tracked = PublicTrackResponse['data'];

/** Progress as customers read it: process → ongoing → delivered, or → returned when it went back to the sender. */
function progressSteps(group: ProgressGroup): { steps: ProgressGroup[]; current: number } {
  const last: ProgressGroup = group === 'returned' ? 'returned' : 'delivered';
  const steps: ProgressGroup[] = ['process', 'ongoing', last];
  return { steps, current: steps.indexOf(group) };
}

function TrackedParcel({ parcel }: { parcel: Tracked }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { steps, current } = progressSteps(parcel.progress_group);
  const finished = parcel.progress_group === 'delivered' || parcel.progress_group === 'returned';
  const history = [...parcel.history].reverse();

  return (
    <Flex vertical gap={16} data-testid="tracking-result" data-progress={parcel.progress_group}>
      <Card>
        <Flex vertical gap={16}>
          <Flex justify="space-between" wrap gap={8} align="baseline">
            <Typography.Title level={4} style={{ margin: 0 }} data-testid="tracking-code">
              {parcel.tracking_code}
            </Typography.Title>
            <Typography.Text strong data-testid="tracking-status">
              {parcel.status_text}
            </Typography.Text>
          </Flex>
          {parcel.partner && (
            <Typography.Text type="success" strong data-testid="tracking-partner">
              {parcel.partner.text}
            </Typography.Text>
          )}
          {parcel.in_transit && (
            <Typography.Text type="success" strong data-testid="tracking-in-transit">
              {parcel.in_transit.text}
            </Typography.Text>
          )}
          <Steps
            data-testid="tracking-steps"
            current={current}
            status={parcel.progress_group === 'returned' ? 'error' : finished ? 'finish' : 'process'}
            items={steps.map((step) => ({ title: t(`progressGroup.${step}`, { ns: 'domain' }) }))}
          />
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'service',
                label: t('tracking.service'),
                children: t(`serviceType.${parcel.service_type}`, { ns: 'domain' }),
              },
              { key: 'from', label: t('tracking.from'), children: parcel.source_township ?? '—' },
              { key: 'to', label: t('tracking.to'), children: parcel.destination_township ?? '—' },
              { key: 'created', label: t('tracking.createdAt'), children: formatDateTime(parcel.created_at, locale) },
            ]}
          />
        </Flex>
      </Card>
      {parcel.network_scans.length > 0 && (
        <Card title={t('tracking.networkScans')}>
          <Timeline
            data-testid="tracking-network"
            items={[...parcel.network_scans].reverse().map((scan) => ({
              key: `${scan.event}-${scan.at}`,
              content: (
                <Flex vertical>
                  <Typography.Text strong>{scan.text}</Typography.Text>
                  <Typography.Text type="secondary">
                    {[formatDateTime(scan.at, locale), scan.branch_code].filter(Boolean).join(' — ')}
                  </Typography.Text>
                </Flex>
              ),
            }))}
          />
        </Card>
      )}
      <Card title={t('tracking.history')}>
        <Timeline
          data-testid="tracking-history"
          items={history.map((step, index) => ({
            key: `${step.status}-${step.at}`,
            color: index === 0 ? 'green' : 'blue',
            content: (
              <Flex vertical>
                <Typography.Text strong>{step.text}</Typography.Text>
                <Typography.Text type="secondary" data-testid="tracking-step-time">
                  {[formatDateTime(step.at, locale), step.branch].filter(Boolean).join(' — ')}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}

/** /track/{code}: public parcel tracking, no sign-in (spec §4 progress groups), in the visitor's language. */
export function TrackingPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code } = useParams();
  const trackingCode = code?.trim().toUpperCase();
  const query = useTrackParcel(trackingCode);
  useDocumentTitle(trackingCode ? `${trackingCode} · ${t('tracking.title')}` : t('tracking.title'));

  let body;
  if (!trackingCode) body = <Empty description={t('tracking.enterCode')} />;
  else if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 422))
    body = (
      <Result status="404" title={t('tracking.notFound', { code: trackingCode })} data-testid="tracking-not-found" />
    );
  else if (query.isError)
    body = (
      <Result
        status="error"
        title={query.error instanceof ApiError ? query.error.displayMessage : t('errors.networkError')}
      />
    );
  else if (!query.data) body = <Skeleton active />;
  else body = <TrackedParcel parcel={query.data} />;

  return (
    <Flex vertical align="center" style={{ minHeight: '100vh', padding: 16, background: '#f5f7f6' }}>
      <Flex vertical gap={16} component="main" style={{ width: '100%', maxWidth: 760 }}>
        <Flex justify="space-between" align="center">
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('app.name')} · {t('tracking.title')}
          </Typography.Title>
          <LanguageSwitch />
        </Flex>
        <Input.Search
          key={trackingCode ?? ''}
          defaultValue={trackingCode}
          placeholder={t('tracking.codePlaceholder')}
          enterButton={t('tracking.search')}
          size="large"
          allowClear
          maxLength={20}
          data-testid="tracking-input"
          onSearch={(value) => {
            const next = value.trim().toUpperCase();
            if (next) void navigate(`/track/${encodeURIComponent(next)}`);
          }}
        />
        {body}
      </Flex>
    </Flex>
  );
}
