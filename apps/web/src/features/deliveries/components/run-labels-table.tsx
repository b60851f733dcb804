import { formatKs, localizeDigits, type DeliveryRunLabel } from '@waypost/domain';
import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { DeliveryOutcomeTag } from './delivery-outcome-tag';

/** The labels of a run with what became of each, linked to their detail; a label still out may be taken back. */
export function RunLabelsTable({
  labels,
  onWithdraw,
  withdrawing,
}: {
  labels: readonly DeliveryRunLabel[];
  onWithdraw?: (label: DeliveryRunLabel) => void;
  withdrawing?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const columns: DataTableColumn<DeliveryRunLabel>[] = [
    {
      key: 'code',
      title: t('deliveries.field.trackingCode'),
      render: (label) => (
        <Link to={routeUrl('label-detail', { labelId: String(label.label_id) }) ?? '#'} data-testid="run-label-link">
          <Typography.Text code>{label.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'outcome',
      title: t('deliveries.field.outcome'),
      render: (label) => <DeliveryOutcomeTag outcome={label.outcome} reason={label.failure_reason} />,
    },
    {
      key: 'receiver',
      title: t('deliveries.field.receiver'),
      render: (label) => `${label.receiver_name} · ${localizeDigits(label.receiver_phone, locale)}`,
    },
    {
      key: 'address',
      title: t('deliveries.field.address'),
      render: (label) =>
        [label.address, label.township ? branchName(label.township) : null].filter(Boolean).join(', ') || '—',
    },
    {
      key: 'cod',
      title: t('deliveries.field.codToCollect'),
      align: 'right',
      render: (label) => formatKs(label.cod_to_collect, locale),
    },
    {
      key: 'finished',
      title: t('deliveries.field.finishedAt'),
      render: (label) => (label.finished_at ? formatDateTime(label.finished_at, locale) : '—'),
    },
    ...(onWithdraw
      ? [
          {
            key: 'withdraw',
            title: t('table.actions'),
            render: (label: DeliveryRunLabel) =>
              label.outcome === 'out' ? (
                <Button
                  size="small"
                  disabled={withdrawing}
                  onClick={() => onWithdraw(label)}
                  aria-label={t('deliveries.run.withdrawLabel', { code: label.tracking_code })}
                  data-testid="run-label-withdraw"
                >
                  {t('deliveries.run.withdraw')}
                </Button>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <DataTable
      testId="run-labels"
      rows={labels}
      rowKey={(label) => String(label.attempt_id)}
      columns={columns}
      startIndex={1}
    />
  );
}
