import { callListCountCap, type CallListTab } from '@waypost/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list/paged-list';
import { usePageParam } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { useCallList } from '../api/get-call-list';
import { CallListTable } from '../components/call-list-table';
import { CallListTabs } from '../components/call-list-tabs';
import { callListQueryFrom, isCallListTab } from '../call-list-url';

/** /call-list/{tab} (default pending): the labels that need a call, built by what happened to them (issue 12). */
export function CallListPage() {
  const { tab } = useParams();
  if (!isCallListTab(tab)) return <Navigate to={routeUrl('call-list') ?? '/'} replace />;
  return <CallList key={tab} tab={tab} />;
}

function CallList({ tab }: { tab: CallListTab }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const query = callListQueryFrom(tab, params);
  const [, setPage] = usePageParam();
  const list = useCallList(query);
  return (
    <Flex vertical gap={12} data-testid="call-list" data-tab={tab}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.call-list')}
      </Typography.Title>
      <CallListTabs tab={tab} />
      <Typography.Text type="secondary">{t(`callLogs.tabHint.${tab}`)}</Typography.Text>
      <PagedList
        list={list}
        page={query.page}
        perPage={query.per_page}
        onPage={setPage}
        capped={(list.data?.meta.total ?? 0) >= callListCountCap}
      >
        {(shown) => <CallListTable tab={tab} rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} />}
      </PagedList>
    </Flex>
  );
}
