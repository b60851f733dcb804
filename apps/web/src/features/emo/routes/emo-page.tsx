import { PlusOutlined } from '@/components/icons/icons';
import {
  emoStates,
  formatKs,
  hasPermission,
  localizeDigits,
  type EmoBookRequest,
  type EmoBookResponse,
  type EmoItem,
  type EmoState,
} from '@waypost/domain';
import { Button, Flex, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useEmoList } from '../api/emo-api';
import { BookEmoModal } from '../components/book-emo-modal';
import { EmoSlipModal } from '../components/emo-slip-modal';

/** /emo: the counter's money orders by state (tabs), booking a new one, each order's page from its number. */
export function EmoPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const status = (emoStates as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as EmoState)
    : 'pending';
  const list = useEmoList({ status });
  const [booking, setBooking] = useState(false);
  const [booked, setBooked] = useState<{ answer: EmoBookResponse; request: EmoBookRequest } | null>(null);
  const stateName = (state: EmoState) => t(`emoState.${state}`, { ns: 'domain' });

  return (
    <Flex vertical gap={12} data-testid="emo-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.emo')}
        </Typography.Title>
        {hasPermission(user, 'emo.book') && user.branch && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setBooking(true)} data-testid="emo-new">
            {t('emo.book.action')}
          </Button>
        )}
      </Flex>
      <Tabs
        activeKey={status}
        onChange={(key) => setParams({ status: key })}
        items={emoStates.map((state) => ({
          key: state,
          label: <span data-testid={`emo-tab-${state}`}>{stateName(state)}</span>,
        }))}
      />
      <Table<EmoItem>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 720 }}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        data-testid="emo-table"
        columns={[
          {
            title: t('emo.field.id'),
            dataIndex: 'id',
            render: (id: number) => (
              <Link to={routeUrl('emo-detail', { emoId: String(id) }) ?? '#'} data-testid={`emo-row-${id}`}>
                {localizeDigits(`EMO-${id}`, locale)}
              </Link>
            ),
          },
          {
            title: t('emo.field.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (value: number) => formatKs(value, locale),
          },
          {
            title: t('emo.field.book_branch'),
            render: (_value, order) => `${order.book_branch.code} · ${branchName(order.book_branch)}`,
          },
          {
            title: t('emo.field.pay_branch_id'),
            render: (_value, order) => `${order.pay_branch.code} · ${branchName(order.pay_branch)}`,
          },
          { title: t('emo.field.receiver_name'), dataIndex: 'receiver_name' },
          {
            title: t('emo.field.status'),
            render: (_value, order) => (
              <Flex gap={4} wrap>
                <Tag>{stateName(order.status)}</Tag>
                {order.locked && <Tag color="red">{t('emo.locked')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('emo.field.booked_at'),
            dataIndex: 'booked_at',
            render: (value: string) => formatDateTime(value, locale),
          },
        ]}
      />
      {booking && (
        <BookEmoModal
          onClose={() => setBooking(false)}
          onBooked={(answer, request) => {
            setBooking(false);
            setBooked({ answer, request });
          }}
        />
      )}
      {booked && <EmoSlipModal {...booked} onClose={() => setBooked(null)} />}
    </Flex>
  );
}
