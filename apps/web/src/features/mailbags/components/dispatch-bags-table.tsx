import type { MailbagSummary } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { billTotalsOf } from '../delivery-bill-model';
import { useTransferText } from '../use-transfer-text';
import { TransferCode } from './transfer-code';
import { BagStateTag } from './transfer-tags';

/** A dispatch's advance list: each bag with its state and whether the destination has it, totals underneath. */
export function DispatchBagsTable({ bags }: { bags: readonly MailbagSummary[] }) {
  const { t } = useTranslation();
  const text = useTransferText();
  const total = billTotalsOf(bags).overall;
  const columns: DataTableColumn<MailbagSummary>[] = [
    {
      key: 'code',
      title: t('transfer.field.bag'),
      render: (bag) => (
        <Link to={routeUrl('mailbag-detail', { bagId: String(bag.id) }) ?? '#'} data-testid="bag-link">
          <TransferCode>{bag.bag_text}</TransferCode>
        </Link>
      ),
    },
    {
      key: 'category',
      title: t('transfer.field.category'),
      render: (bag) => t(`mailCategory.${bag.category}`, { ns: 'domain' }),
    },
    { key: 'state', title: t('transfer.field.state'), render: (bag) => <BagStateTag state={bag.status} /> },
    {
      key: 'labels',
      title: t('transfer.field.labels'),
      align: 'right',
      render: (bag) => text.count(bag.label_count),
    },
    { key: 'weight', title: t('transfer.field.weight'), align: 'right', render: (bag) => text.kg(bag.weight) },
    {
      key: 'received',
      title: t('transfer.field.received'),
      render: (bag) =>
        bag.received_at ? (
          <Tag color="green" data-testid="bag-received" data-received="true">
            {text.dateTime(bag.received_at)}
          </Tag>
        ) : (
          <Tag data-testid="bag-received" data-received="false">
            {t('transfer.notReceived')}
          </Tag>
        ),
    },
  ];
  return (
    <DataTable
      testId="dispatch-bags"
      rows={bags}
      rowKey={(bag) => String(bag.id)}
      columns={columns}
      startIndex={1}
      summary={{
        testId: 'dispatch-bags-total',
        cells: {
          code: t('transfer.total'),
          labels: text.count(total.labels),
          weight: text.kg(total.weight),
        },
      }}
    />
  );
}
