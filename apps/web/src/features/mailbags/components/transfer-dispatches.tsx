import type { DispatchListQuery, DispatchSummary } from '@waypost/domain';
import { Alert, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useDispatchList } from '../api/mailbag-queries';
import { useTransferText } from '../use-transfer-text';
import { TransferCode } from './transfer-code';
import { DispatchStateTags } from './transfer-tags';

/** A dispatch tab of the transfer screen: the dispatches in that state, overdue ones first (the server's order). */
export function TransferDispatches({ query }: { query: DispatchListQuery }) {
  const { t } = useTranslation();
  const text = useTransferText();
  const list = useDispatchList(query);

  const columns: DataTableColumn<DispatchSummary>[] = [
    {
      key: 'code',
      title: t('transfer.field.dispatch'),
      render: (dispatch) => (
        <Link to={routeUrl('dispatch-detail', { dispatchId: String(dispatch.id) }) ?? '#'} data-testid="dispatch-link">
          <TransferCode>{dispatch.dispatch_code}</TransferCode>
        </Link>
      ),
    },
    {
      key: 'route',
      title: t('transfer.field.route'),
      render: (dispatch) => text.route(dispatch.origin, dispatch.destination),
    },
    {
      key: 'carrier',
      title: t('transfer.field.carrier'),
      wrap: true,
      render: (dispatch) => text.carrier(dispatch.carrier),
    },
    {
      key: 'bags',
      title: t('transfer.field.bags'),
      align: 'right',
      render: (dispatch) => text.count(dispatch.bag_count),
    },
    {
      key: 'labels',
      title: t('transfer.field.labels'),
      align: 'right',
      fold: true,
      render: (dispatch) => text.count(dispatch.label_count),
    },
    {
      key: 'weight',
      title: t('transfer.field.weight'),
      align: 'right',
      fold: true,
      render: (dispatch) => text.kg(dispatch.weight),
    },
    {
      key: 'dispatched',
      title: t('transfer.field.dispatchedAt'),
      render: (dispatch) => text.dateTime(dispatch.dispatched_at),
    },
    {
      key: 'expected',
      title: t('transfer.field.expectedAt'),
      render: (dispatch) => text.dateTime(dispatch.expected_at),
    },
    {
      key: 'state',
      title: t('transfer.field.state'),
      render: (dispatch) => (
        <Flex gap={4} wrap>
          <DispatchStateTags state={dispatch.state} overdue={dispatch.overdue} />
        </Flex>
      ),
    },
  ];

  return (
    <Flex vertical gap={12}>
      {list.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
      <DataTable
        testId="transfer-dispatches"
        rows={list.data?.data ?? []}
        rowKey={(dispatch) => String(dispatch.id)}
        columns={columns}
        loading={list.isPending}
        startIndex={1}
      />
    </Flex>
  );
}
