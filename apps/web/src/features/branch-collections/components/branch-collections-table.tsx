import { DeleteOutlined, EditOutlined } from '@/components/icons/icons';
import type { BranchCollectionItem } from '@waypost/domain';
import { Button, Flex, Popconfirm, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDeleteBranchCollection } from '../api/save-branch-collection';

/** The groups: code, name, their branches as tags, the staff working across each; edit and delete. */
export function BranchCollectionsTable({
  rows,
  loading,
  onEdit,
}: {
  rows: readonly BranchCollectionItem[];
  loading: boolean;
  onEdit: (group: BranchCollectionItem) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName, localName } = useDisplayNames();
  const columns: DataTableColumn<BranchCollectionItem>[] = [
    {
      key: 'code',
      title: t('branchCollections.column.code'),
      render: (row) => <span data-testid={`branch-collection-row-${row.code}`}>{row.code}</span>,
    },
    { key: 'name', title: t('branchCollections.column.name'), render: (row) => localName(row) },
    {
      key: 'branches',
      title: t('branchCollections.column.branches'),
      render: (row) => (
        // Tags wrap within the cell rather than widening the table (it scrolls to its content's width).
        <Flex gap={4} wrap style={{ maxWidth: 360 }} data-testid={`branch-collection-branches-${row.code}`}>
          {row.branches.map((branch) => (
            <Tooltip key={branch.id} title={branchName(branch)}>
              <Tag data-testid="branch-collection-branch">{branch.code}</Tag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      key: 'staff',
      title: t('branchCollections.column.staff'),
      align: 'right',
      render: (row) => formatNumber(row.staff_count, locale),
    },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (row) => (
        <Flex gap={4}>
          <Tooltip title={t('branchCollections.edit')}>
            <Button
              size="small"
              icon={<EditOutlined />}
              aria-label={t('branchCollections.edit')}
              onClick={() => onEdit(row)}
              data-testid={`branch-collection-edit-${row.code}`}
            />
          </Tooltip>
          <DeleteButton group={row} />
        </Flex>
      ),
    },
  ];
  return (
    <DataTable
      testId="branch-collections-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={1}
    />
  );
}

function DeleteButton({ group }: { group: BranchCollectionItem }) {
  const { t } = useTranslation();
  const { localName } = useDisplayNames();
  const remove = useDeleteBranchCollection();
  const confirm = () =>
    remove.mutateAsync(group.id).then(
      () => void toast.success(t('branchCollections.deleted', { name: localName(group) })),
      (error: unknown) => {
        // 409 (staff work across the group) and the like, in the server's words; server errors and lost connections
        // are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  return (
    <Popconfirm
      title={t('branchCollections.deleteConfirm', { name: localName(group) })}
      okText={t('branchCollections.delete')}
      cancelText={t('branchCollections.form.cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'branch-collection-delete-confirm' }}
      onConfirm={confirm}
    >
      <Tooltip title={t('branchCollections.delete')}>
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('branchCollections.delete')}
          disabled={remove.isPending}
          data-testid={`branch-collection-delete-${group.code}`}
        />
      </Tooltip>
    </Popconfirm>
  );
}
