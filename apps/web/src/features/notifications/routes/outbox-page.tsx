import {
  formatKs,
  localizeDigits,
  notificationProviders,
  notificationStates,
  type NotificationSummary,
} from '@waypost/domain';
import { Button, Flex, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { RangePicker } from '@/components/date-picker/date-picker';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useOutbox } from '../api/notifications-api';
import { NotificationDrawer } from '../components/notification-drawer';
import { NotificationPhone, useNotificationNames } from '../components/notification-parts';
import { NotificationStateTag } from '../components/notification-state-tag';
import { outboxQueryFrom } from '../notifications-model';

const perPage = 20;
const filterNames = ['search', 'state', 'provider', 'from', 'to'] as const;

/**
 * /notification?search=&state=&provider=&from=&to=&page= (notification.view): every message the company queued, by
 * phone or tracking code, state, provider and day; a row opens the message (its text, log, "Send again"). The list
 * asks again every few seconds while a message on it is queued or sent.
 */
export function OutboxPage() {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const names = useNotificationNames();
  const [params] = useSearchParams();
  const [, setPage] = usePageParam();
  const filters = useUrlFilters(filterNames);
  const query = outboxQueryFrom(params, perPage);
  const list = useOutbox(query);
  const [search, setSearch] = useState(filters.values.search);
  const [openId, setOpenId] = useState<number | null>(null);
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');

  return (
    <Flex vertical gap={12} data-testid="outbox-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.notifications', { ns: 'translation' })}
      </Typography.Title>
      <Flex gap={8} wrap align="center" data-testid="outbox-filters">
        <Input.Search
          allowClear
          style={{ width: 260 }}
          value={search}
          placeholder={t('outbox.searchPlaceholder')}
          aria-label={t('outbox.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => filters.apply({ search: value })}
          enterButton={t('outbox.searchAction')}
          data-testid="outbox-search"
        />
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('field.state')}
          aria-label={t('field.state')}
          value={query.state}
          onChange={(state?: string) => filters.apply({ state: state ?? '' })}
          options={notificationStates.map((state) => ({
            value: state,
            label: t(`notificationState.${state}`, { ns: 'domain' }),
          }))}
          data-testid="outbox-state"
        />
        <Select
          allowClear
          style={{ minWidth: 180 }}
          placeholder={t('field.provider')}
          aria-label={t('field.provider')}
          value={query.provider}
          onChange={(provider?: string) => filters.apply({ provider: provider ?? '' })}
          options={notificationProviders.map((provider) => ({ value: provider, label: names.provider(provider) }))}
          data-testid="outbox-provider"
        />
        <RangePicker
          format="DD-MM-YYYY"
          aria-label={t('outbox.days')}
          value={query.from && query.to ? [dayjs(query.from), dayjs(query.to)] : null}
          onChange={(range) => {
            const [start, end] = range ?? [];
            filters.apply({ from: start?.format('YYYY-MM-DD') ?? '', to: end?.format('YYYY-MM-DD') ?? '' });
          }}
          data-testid="outbox-days"
        />
        <Button
          onClick={() => {
            setSearch('');
            filters.reset();
          }}
        >
          {t('outbox.reset')}
        </Button>
      </Flex>
      <Table<NotificationSummary>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1280 }}
        data-testid="outbox-table"
        onRow={(row) =>
          ({
            onClick: () => setOpenId(row.id),
            style: { cursor: 'pointer' },
            'data-testid': `outbox-row-${row.id}`,
          }) as HTMLAttributes<HTMLElement>
        }
        pagination={{
          current: query.page,
          pageSize: perPage,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { title: t('field.created_at'), dataIndex: 'created_at', render: (value: string) => when(value) },
          {
            title: t('field.event'),
            render: (_value, row) => (
              <span>
                {names.event(row)}
                <br />
                <Typography.Text type="secondary">{names.channel(row)}</Typography.Text>
              </span>
            ),
          },
          { title: t('field.recipient'), render: (_value, row) => names.recipient(row) },
          { title: t('field.phone'), render: (_value, row) => <NotificationPhone message={row} /> },
          {
            title: t('field.tracking_code'),
            render: (_value, row) =>
              row.tracking_code && row.label_id !== null ? (
                <Link
                  to={routeUrl('label-detail', { labelId: String(row.label_id) }) ?? '#'}
                  onClick={(event) => event.stopPropagation()}
                  data-testid="outbox-tracking-code"
                >
                  {row.tracking_code}
                </Link>
              ) : (
                '—'
              ),
          },
          {
            title: t('field.state'),
            render: (_value, row) => <NotificationStateTag state={row.state} testId="outbox-state-tag" />,
          },
          { title: t('field.provider'), render: (_value, row) => names.provider(row.provider) },
          {
            title: t('field.parts'),
            dataIndex: 'parts',
            align: 'right',
            render: (value: number) => localizeDigits(value, locale),
          },
          {
            title: t('field.cost'),
            dataIndex: 'cost',
            align: 'right',
            render: (value: number | null) => (value === null ? '—' : formatKs(value, locale)),
          },
          { title: t('field.sent_at'), dataIndex: 'sent_at', render: when },
          { title: t('field.receipt_at'), dataIndex: 'receipt_at', render: when },
          {
            title: t('field.attempts'),
            dataIndex: 'attempts',
            align: 'right',
            render: (value: number) => localizeDigits(value, locale),
          },
        ]}
      />
      <NotificationDrawer id={openId} onClose={() => setOpenId(null)} />
    </Flex>
  );
}
