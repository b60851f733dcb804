import { formatKs, localizeDigits, type CustomerDetail, type CustomerLabelSide } from '@waypost/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Table, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { Paginator } from '@/components/paginator/paginator';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCustomer } from '../api/get-customer';
import { CustomerLabelsTable } from '../components/customer-labels-table';
import { customerDetailQueryFrom } from '../customer-url';

/** The customer's COD (of the labels they sent): in all, then per COD state. */
function CodTotals({ cod }: { cod: CustomerDetail['cod'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card size="small" title={t('customers.detail.cod')} data-testid="customer-cod">
      <Flex vertical gap={8}>
        <Typography.Text strong data-testid="customer-cod-total">
          {t('customers.detail.codTotal', {
            count: formatNumber(cod.count, locale),
            amount: formatKs(cod.amount, locale),
          })}
        </Typography.Text>
        <Table
          size="small"
          pagination={false}
          rowKey="state"
          dataSource={cod.by_state}
          locale={{ emptyText: t('customers.detail.noCod') }}
          columns={[
            {
              key: 'state',
              title: t('customers.detail.codState'),
              render: (_value, row) => <CodStateTag state={row.state} testId="customer-cod-state" />,
            },
            {
              key: 'count',
              title: t('customers.detail.codCount'),
              align: 'right',
              render: (_value, row) => formatNumber(row.count, locale),
            },
            {
              key: 'amount',
              title: t('customers.detail.codAmount'),
              align: 'right',
              render: (_value, row) => formatKs(row.amount, locale),
            },
          ]}
        />
      </Flex>
    </Card>
  );
}

/** /customer/{customerId}: who the customer is, the COD of what they sent, their labels sent and received. */
export function CustomerDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName: placeName } = useDisplayNames();
  const { customerId } = useParams();
  const id = Number(customerId);
  const [params, setParams] = useSearchParams();
  const query = customerDetailQueryFrom(params);
  const detail = useCustomer(id, query);

  if (!Number.isInteger(id) || id <= 0 || (detail.error instanceof ApiError && detail.error.status === 404)) {
    return <Result status="404" title={t('customers.detail.notFound')} data-testid="customer-not-found" />;
  }
  if (detail.isError) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={<Button onClick={() => void detail.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!detail.data) return <Skeleton active />;
  const { data: customer, labels } = detail.data;

  const openTab = (side: CustomerLabelSide) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (side === 'sent') next.delete('labels');
      else next.set('labels', side);
      next.delete('page');
      return next;
    });
  const openPage = (page: number) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (page <= 1) next.delete('page');
      else next.set('page', String(page));
      return next;
    });

  const facts = [
    { key: 'phone', label: t('customers.column.phone'), children: localizeDigits(customer.phone, locale) },
    {
      key: 'township',
      label: t('customers.column.township'),
      children: customer.township ? placeName(customer.township) : '—',
    },
    { key: 'address', label: t('customers.detail.address'), children: customer.address ?? '—' },
    {
      key: 'created_at',
      label: t('customers.detail.firstSeen'),
      children: formatDateTime(customer.created_at, locale),
    },
    { key: 'updated_at', label: t('customers.column.lastSeen'), children: formatDateTime(customer.updated_at, locale) },
  ];
  const tabLabel = (side: CustomerLabelSide) =>
    t(`customers.detail.tab.${side}`, { count: formatNumber(customer.label_counts[side], locale) });

  return (
    <Flex vertical gap={16} data-testid="customer-detail">
      <Typography.Title level={3} style={{ margin: 0 }}>
        <span data-testid="customer-detail-name">{customer.name}</span>
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('customers.detail.info')} data-testid="customer-info">
            <Descriptions column={1} size="small" items={facts} />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <CodTotals cod={customer.cod} />
        </Col>
      </Row>
      <Card size="small">
        <Tabs
          activeKey={query.labels}
          onChange={(key) => openTab(key as CustomerLabelSide)}
          data-testid="customer-label-tabs"
          items={(['sent', 'received'] as const).map((side) => ({
            key: side,
            label: <span data-testid={`customer-tab-${side}`}>{tabLabel(side)}</span>,
          }))}
        />
        <Flex vertical gap={12}>
          <CustomerLabelsTable
            side={labels.side}
            rows={labels.data}
            loading={detail.isFetching && detail.isPlaceholderData}
            startIndex={(labels.current_page - 1) * labels.meta.per_page + 1}
          />
          <Paginator
            current={labels.current_page}
            last={labels.meta.last_page}
            total={labels.meta.total}
            onChange={openPage}
          />
        </Flex>
      </Card>
    </Flex>
  );
}
