import { PrinterOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, type DeliveryRunLabel } from '@waypost/domain';
import { App, Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeliveryRun } from '../api/get-delivery-run';
import { useWithdrawRunLabel } from '../api/withdraw-run-label';
import { RunLabelsTable } from '../components/run-labels-table';
import { RunTally } from '../components/run-tally';

/** /delivery-run/{runId}: a run's labels with their outcomes and failure reasons, and its printable sheet. */
export function DeliveryRunDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const { runId } = useParams();
  const id = Number(runId);
  const query = useDeliveryRun(id);
  const { modal } = App.useApp();
  const withdraw = useWithdrawRunLabel(id);
  const confirmWithdraw = (label: DeliveryRunLabel) =>
    void modal.confirm({
      title: t('deliveries.run.withdrawConfirm', { code: label.tracking_code }),
      okText: t('deliveries.run.withdraw'),
      cancelText: t('deliveries.run.keep'),
      onOk: () =>
        withdraw.mutate(label.label_id, {
          onSuccess: () => toast.success(t('deliveries.run.withdrawn', { code: label.tracking_code })),
          onError: (error) => {
            if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 403) {
              toast.error(error.displayMessage);
            }
          },
        }),
    });

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t('deliveries.run.notFound')} data-testid="run-not-found" />;
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const run = query.data;
  if (!run) return <Skeleton active />;
  const printUrl = routeUrl('delivery-run-print', { runId: String(run.id) });

  return (
    <Flex vertical gap={16} data-testid="run-detail">
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="run-title">
          {t('deliveries.runs.runNumber', { id: localizeDigits(run.id, locale) })}
        </Typography.Title>
        <Button
          icon={<PrinterOutlined />}
          href={printUrl ?? undefined}
          target="_blank"
          rel="noopener"
          data-testid="run-print"
        >
          {t('deliveries.run.print')}
        </Button>
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'branch',
              label: t('deliveries.field.branch'),
              children: `${run.branch.code} · ${branchName(run.branch)}`,
            },
            {
              key: 'courier',
              label: t('deliveries.field.courier'),
              children: (
                <span data-testid="run-detail-courier">
                  {run.courier.phone
                    ? `${run.courier.name} · ${localizeDigits(run.courier.phone, locale)}`
                    : run.courier.name}
                </span>
              ),
            },
            {
              key: 'created',
              label: t('deliveries.field.createdAt'),
              children: formatDateTime(run.created_at, locale),
            },
            { key: 'by', label: t('deliveries.field.createdBy'), children: run.created_by.name },
            { key: 'tally', label: t('deliveries.field.tally'), children: <RunTally tally={run.tally} /> },
            { key: 'cod', label: t('deliveries.field.codTotal'), children: formatKs(run.cod_total, locale) },
          ]}
        />
      </Card>
      <RunLabelsTable labels={run.labels} onWithdraw={confirmWithdraw} withdrawing={withdraw.isPending} />
    </Flex>
  );
}
