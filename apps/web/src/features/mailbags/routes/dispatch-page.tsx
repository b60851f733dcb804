import { PrinterOutlined } from '@/components/icons/icons';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDispatch } from '../api/mailbag-queries';
import { DispatchBagsTable } from '../components/dispatch-bags-table';
import { DispatchReceivePanel } from '../components/dispatch-receive-panel';
import { TransferCode } from '../components/transfer-code';
import { DispatchStateTags } from '../components/transfer-tags';
import { canReceiveDispatch } from '../dispatch-receive-model';
import { useTransferText } from '../use-transfer-text';

/**
 * /transfer/dispatch/{dispatchId}: a dispatch — its route, carrier, times and bags, and its delivery bill to print.
 * At its destination, until it is closed, the desk receives its bags here against the advance list.
 */
export function DispatchPage() {
  const { t } = useTranslation();
  const text = useTransferText();
  const user = useCurrentUser();
  const { dispatchId } = useParams();
  const id = Number(dispatchId);
  const query = useDispatch(id);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t('transfer.dispatch.notFound')} data-testid="dispatch-not-found" />;
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
  const dispatch = query.data;
  if (!dispatch) return <Skeleton active />;
  const { carrier } = dispatch;

  return (
    <Flex vertical gap={16} data-testid="dispatch-page" data-state={dispatch.state}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={12} wrap>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="dispatch-code">
            <TransferCode>{dispatch.dispatch_code}</TransferCode>
          </Typography.Title>
          <span>
            <DispatchStateTags state={dispatch.state} overdue={dispatch.overdue} />
          </span>
        </Flex>
        <Button
          icon={<PrinterOutlined />}
          href={routeUrl('dispatch-bill-print', { dispatchId: String(dispatch.id) }) ?? undefined}
          target="_blank"
          rel="noopener"
          data-testid="dispatch-print-bill"
        >
          {t('transfer.printBill')}
        </Button>
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'route',
              label: t('transfer.field.route'),
              children: `${text.branch(dispatch.origin)} → ${text.branch(dispatch.destination)}`,
            },
            { key: 'carrier', label: t('transfer.field.carrier'), children: text.carrier(carrier) },
            ...(carrier.driver_phone
              ? [{ key: 'phone', label: t('transfer.field.driverPhone'), children: text.phone(carrier.driver_phone) }]
              : []),
            {
              key: 'load',
              label: t('transfer.field.load'),
              children: t('transfer.handOver.load', {
                bags: text.count(dispatch.bag_count),
                labels: text.count(dispatch.label_count),
                weight: text.kg(dispatch.weight),
              }),
            },
            {
              key: 'dispatched',
              label: t('transfer.field.dispatchedAt'),
              children: dispatch.dispatched_by
                ? `${text.dateTime(dispatch.dispatched_at)} · ${dispatch.dispatched_by.name}`
                : text.dateTime(dispatch.dispatched_at),
            },
            { key: 'expected', label: t('transfer.field.expectedAt'), children: text.dateTime(dispatch.expected_at) },
            {
              key: 'received',
              label: t('transfer.field.receivedAt'),
              children: dispatch.received_at ? text.dateTime(dispatch.received_at) : t('transfer.notReceived'),
            },
          ]}
        />
      </Card>
      {canReceiveDispatch(user, dispatch) && <DispatchReceivePanel dispatch={dispatch} />}
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('transfer.dispatch.bagsTitle')}
      </Typography.Title>
      <DispatchBagsTable bags={dispatch.bags} />
    </Flex>
  );
}
