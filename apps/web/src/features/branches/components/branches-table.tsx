import type { BranchCollectionItem, BranchListItem } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useDisplayNames } from '@/lib/display-names';

interface BranchesTableProps {
  rows: readonly BranchListItem[];
  loading: boolean;
  /** The group each branch is in (branchCollectionOf); absent: the user may not see groups, no column. */
  groupOf?: ReadonlyMap<number, BranchCollectionItem>;
}

/** The company's branches: code, name, town, type, international mail and (for who may see them) their group. */
export function BranchesTable({ rows, loading, groupOf }: BranchesTableProps) {
  const { t } = useTranslation();
  const { branchName, localName } = useDisplayNames();
  const columns: DataTableColumn<BranchListItem>[] = [
    {
      key: 'code',
      title: t('branches.column.code'),
      render: (row) => <span data-testid={`branch-row-${row.code}`}>{row.code}</span>,
    },
    { key: 'name', title: t('branches.column.name'), render: (row) => branchName(row) },
    { key: 'town', title: t('branches.column.town'), render: (row) => row.town },
    {
      key: 'type',
      title: t('branches.column.type'),
      render: (row) => (
        <Tag color={row.type === 'agent' ? 'purple' : 'blue'}>{t(`branchType.${row.type}`, { ns: 'domain' })}</Tag>
      ),
    },
    {
      key: 'international_mail',
      title: t('branches.column.internationalMail'),
      render: (row) => (row.international_mail ? <Tag color="green">{t('branches.yes')}</Tag> : t('branches.no')),
    },
  ];
  if (groupOf) {
    columns.push({
      key: 'group',
      title: t('branches.column.group'),
      render: (row) => {
        const group = groupOf.get(row.id);
        return group ? localName(group) : null;
      },
    });
  }
  return (
    <DataTable
      testId="branches-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={1}
    />
  );
}
