import { localizeDigits, type AccountStatus, type AgentItem } from '@waypost/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDisplayNames } from '@/lib/display-names';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const statusColor: Record<AccountStatus, string> = { active: 'green', suspend: 'gold', ban: 'red' };

/** One page of agents: who, how to reach him, his agent branch and town, his account's status, since when. */
export function AgentsTable({
  rows,
  loading,
  startIndex,
}: {
  rows: readonly AgentItem[];
  loading: boolean;
  startIndex: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const columns: DataTableColumn<AgentItem>[] = [
    { key: 'name', title: t('agents.column.name'), render: (row) => row.name },
    {
      key: 'user_name',
      title: t('agents.column.userName'),
      render: (row) => <span data-testid={`agent-row-${row.user_name}`}>{row.user_name}</span>,
    },
    {
      key: 'phone',
      title: t('agents.column.phone'),
      render: (row) => (row.phone ? localizeDigits(row.phone, locale) : null),
    },
    {
      key: 'branch',
      title: t('agents.column.branch'),
      render: (row) => (
        <Flex vertical>
          <span>{`${row.branch.code} · ${branchName(row.branch)}`}</span>
          <Typography.Text type="secondary">{row.branch.town}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'status',
      title: t('agents.column.status'),
      render: (row) => <Tag color={statusColor[row.status]}>{t(`accountStatus.${row.status}`, { ns: 'domain' })}</Tag>,
    },
    { key: 'created', title: t('agents.column.created'), render: (row) => formatDate(row.created_at, locale) },
  ];
  return (
    <DataTable
      testId="agents-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      emptyHint={t('agents.emptyHint')}
    />
  );
}
