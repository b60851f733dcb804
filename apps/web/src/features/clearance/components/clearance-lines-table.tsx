import { formatKs, type ClearanceLine } from '@waypost/domain';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useLocale } from '@/lib/i18n';

const moneyFields = ['cod_amount', 'delivery_charges', 'gate_submit_amount', 'cod_fee', 'cod_charge'] as const;

/** A batch's labels with their frozen terms; lines of a voided batch are marked released. */
export function ClearanceLinesTable({ lines }: { lines: readonly ClearanceLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<ClearanceLine>[] = [
    {
      key: 'tracking_code',
      title: t('clearanceField.tracking_code', { ns: 'domain' }),
      render: (line) => (
        <Link to={routeUrl('cod-detail', { id: String(line.label_id) }) ?? '#'} data-testid="line-tracking-code">
          <Typography.Text code>{line.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'delivered',
      title: t('clearanceField.delivered', { ns: 'domain' }),
      render: (line) =>
        line.delivered ? t('clearance.line.delivered') : t('codServiceState.cancel', { ns: 'domain' }),
    },
    {
      key: 'purchase_type',
      title: t('clearanceField.purchase_type', { ns: 'domain' }),
      render: (line) => t(`purchaseType.${line.purchase_type}`, { ns: 'domain' }),
    },
    ...moneyFields.map((name): DataTableColumn<ClearanceLine> => ({
      key: name,
      title: t(`clearanceField.${name}`, { ns: 'domain' }),
      align: 'right',
      render: (line) => formatKs(line[name], locale),
    })),
    {
      key: 'released',
      title: t('clearance.line.released'),
      render: (line) => (line.released ? <Tag>{t('clearance.line.releasedTag')}</Tag> : null),
    },
  ];
  return (
    <DataTable
      testId="clearance-lines"
      rows={lines}
      rowKey={(line) => String(line.label_id)}
      columns={columns}
      startIndex={1}
    />
  );
}
