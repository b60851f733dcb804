import { ReloadOutlined } from '@/components/icons/icons';
import { formatKs, type DeliveryRunLabel } from '@waypost/domain';
import { Button, Card, Empty, Flex, Result, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useMyRun } from '../api/get-my-run';
import { CourierLabelCard } from '../components/courier-label-card';
import { DeliverSheet } from '../components/deliver-sheet';
import { FailSheet } from '../components/fail-sheet';
import { courierRunSummary } from '../deliver-form-model';

type Sheet = { kind: 'deliver' | 'fail'; label: DeliveryRunLabel } | null;

/** /deliver-mail: the courier's day on his phone — what to deliver, the cash in hand, and what is finished. */
export function DeliverMailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useMyRun();
  const [sheet, setSheet] = useState<Sheet>(null);

  if (query.isError && !query.data) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={
          <Button size="large" onClick={() => void query.refetch()}>
            {t('errors.retry')}
          </Button>
        }
      />
    );
  }
  const run = query.data;
  if (!run) return <Skeleton active />;
  const summary = courierRunSummary(run);

  const finished = (kind: 'deliveredToast' | 'failedToast') => (label: DeliveryRunLabel) => {
    setSheet(null);
    toast.success(t(`deliveries.mine.${kind}`, { code: label.tracking_code }));
  };

  return (
    <Flex vertical gap={12} style={{ maxWidth: 560, margin: '0 auto' }} data-testid="deliver-mail">
      <Card size="small" data-testid="courier-summary">
        <Flex justify="space-between" align="start" gap={12} wrap>
          <Flex vertical>
            <Typography.Text type="secondary">{t('deliveries.mine.cashInHand')}</Typography.Text>
            <Typography.Text strong style={{ fontSize: 26, lineHeight: 1.3 }} data-testid="courier-cash-in-hand">
              {formatKs(run.cash_in_hand, locale)}
            </Typography.Text>
          </Flex>
          <Button
            icon={<ReloadOutlined />}
            size="large"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
            style={{ minHeight: 48 }}
          >
            {t('deliveries.mine.refresh')}
          </Button>
        </Flex>
        <Flex gap={16} wrap style={{ marginTop: 8 }}>
          <Typography.Text data-testid="courier-count-out">
            {t('deliveries.mine.outCount', { n: formatNumber(summary.outCount, locale) })}
          </Typography.Text>
          <Typography.Text data-testid="courier-count-finished">
            {t('deliveries.mine.finishedCount', { n: formatNumber(summary.finishedCount, locale) })}
          </Typography.Text>
          {summary.codToCollect > 0 && (
            <Typography.Text>
              {t('deliveries.mine.codLeft', { amount: formatKs(summary.codToCollect, locale) })}
            </Typography.Text>
          )}
        </Flex>
      </Card>

      <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
        {t('deliveries.mine.toDeliver')}
      </Typography.Title>
      {run.out.length === 0 ? (
        <Empty description={t('deliveries.mine.nothingOut')} data-testid="courier-nothing-out" />
      ) : (
        <Flex vertical gap={12} data-testid="courier-out">
          {run.out.map((label) => (
            <CourierLabelCard
              key={label.attempt_id}
              label={label}
              onDelivered={() => setSheet({ kind: 'deliver', label })}
              onFailed={() => setSheet({ kind: 'fail', label })}
            />
          ))}
        </Flex>
      )}

      {run.finished_today.length > 0 && (
        <>
          <Typography.Title level={4} style={{ margin: '8px 0 0' }}>
            {t('deliveries.mine.finishedToday')}
          </Typography.Title>
          <Flex vertical gap={12} data-testid="courier-finished">
            {run.finished_today.map((label) => (
              <CourierLabelCard key={label.attempt_id} label={label} />
            ))}
          </Flex>
        </>
      )}

      {sheet?.kind === 'deliver' && (
        <DeliverSheet label={sheet.label} onClose={() => setSheet(null)} onDelivered={finished('deliveredToast')} />
      )}
      {sheet?.kind === 'fail' && (
        <FailSheet label={sheet.label} onClose={() => setSheet(null)} onFailed={finished('failedToast')} />
      )}
    </Flex>
  );
}
