import { paginatorDefaults } from '@waypost/domain';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PagedList } from '@/components/paged-list/paged-list';
import { usePageParam } from '@/components/search-bar/use-url-filters';
import { useAgents } from '../api/get-agents';
import { AgentsTable } from '../components/agents-table';

/**
 * /agent/list?page= (staff.view): the people working at the company's agent branches, by branch — every agent
 * branch's for head office, the user's own branch's otherwise. The page is kept in the URL.
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [page, setPage] = usePageParam();
  const query = { page, per_page: paginatorDefaults.pageSize };
  const list = useAgents(query);

  return (
    <Flex vertical gap={12} data-testid="agents-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.agents')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('agents.intro')}
      </Typography.Paragraph>
      <PagedList list={list} page={page} perPage={query.per_page} onPage={setPage}>
        {(shown) => <AgentsTable rows={shown.rows} loading={shown.loading} startIndex={shown.startIndex} />}
      </PagedList>
    </Flex>
  );
}
