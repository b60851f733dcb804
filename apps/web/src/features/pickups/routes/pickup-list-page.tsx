import { PlusOutlined } from '@/components/icons/icons';
import {
  hasPermission,
  paginatorDefaults,
  pickupRequestStates,
  type PickupRequestItem,
  type PickupRequestState,
} from '@waypost/domain';
import { Alert, Button, Empty, Flex, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Paginator } from '@/components/paginator/paginator';
import { usePageParam } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePickupList } from '../api/get-pickups';
import { PickupCard } from '../components/pickup-card';
import { PickupsTable } from '../components/pickups-table';
import { keepSeenOrder, pickupStatusFrom, worksOwnPickupsOnly } from '../pickup-model';

/** /pickup-request: the branch's pickups by state; a postman gets his own as cards on his phone. */
export function PickupListPage() {
  const user = useCurrentUser();
  return worksOwnPickupsOnly(user) ? <PostmanPickups userId={user.id} /> : <BranchPickups />;
}

/**
 * One request: every pickup of his (the server scopes it), the ones he is on first when the screen opens; after
 * that the cards keep their places while he works (a card does not jump away after his action).
 */
function PostmanPickups({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const list = usePickupList({ page: 1, per_page: 100 });
  const answer = list.data?.data;
  // Each new answer is ordered against the last one (state adjusted while rendering, as React advises for values
  // derived from a previous render).
  const [shown, setShown] = useState<{ from?: PickupRequestItem[]; cards: PickupRequestItem[] }>({ cards: [] });
  if (answer && answer !== shown.from) {
    setShown({
      from: answer,
      cards: keepSeenOrder(
        shown.cards.map((pickup) => pickup.id),
        answer,
      ),
    });
  }
  const open = shown.cards;
  return (
    <Flex vertical gap={12} data-testid="postman-pickups" style={{ maxWidth: 560, margin: '0 auto', width: '100%' }}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.pickup-request')}
      </Typography.Title>
      {list.isError && <Alert type="error" showIcon title={t('pickups.loadFailed')} />}
      {list.isSuccess && open.length === 0 && <Empty description={t('pickups.noneForYou')} />}
      {open.map((pickup) => (
        <PickupCard key={pickup.id} pickup={pickup} userId={userId} />
      ))}
    </Flex>
  );
}

function BranchPickups() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const status = pickupStatusFrom(params);
  const [page, setPage] = usePageParam();
  const list = usePickupList({ status, page, per_page: paginatorDefaults.pageSize });
  const counts = list.data?.counts;
  const createUrl = routeUrl('pickup-request-create');

  return (
    <Flex vertical gap={12} data-testid="pickup-list" data-status={status}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.pickup-request')}
        </Typography.Title>
        {hasPermission(user, 'pickup-request.create') && createUrl && (
          <Link to={createUrl}>
            <Button type="primary" icon={<PlusOutlined />} data-testid="pickup-create">
              {t('pickups.create')}
            </Button>
          </Link>
        )}
      </Flex>
      <Tabs
        activeKey={status}
        data-testid="pickup-tabs"
        onChange={(next) => setParams(next === 'unassigned' ? {} : { status: next })}
        items={pickupRequestStates.map((state: PickupRequestState) => ({
          key: state,
          label: (
            <span data-testid={`pickup-tab-${state}`}>
              {t(`pickupRequestState.${state}`, { ns: 'domain' })}
              {counts ? ` (${formatNumber(counts[state], locale)})` : ''}
            </span>
          ),
        }))}
      />
      {list.isError && <Alert type="error" showIcon title={t('pickups.loadFailed')} />}
      <PickupsTable rows={list.data?.data ?? []} loading={list.isFetching} />
      {list.data && (
        <Paginator
          current={list.data.current_page}
          last={list.data.meta.last_page}
          total={list.data.meta.total}
          onChange={setPage}
        />
      )}
    </Flex>
  );
}
