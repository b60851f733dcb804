import { PlusOutlined } from '@/components/icons/icons';
import type { BranchCollectionItem } from '@waypost/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchCollectionOf } from '@/components/branch-collections/branch-collection-of';
import { useBranchCollections } from '@/components/branch-collections/get-branch-collections';
import { useDisplayNames } from '@/lib/display-names';
import { toast } from '@/lib/toast';
import { BranchCollectionModal } from '../components/branch-collection-modal';
import { BranchCollectionsTable } from '../components/branch-collections-table';

/** The modal: closed, a new group, or the group being edited. */
type Editing = { group?: BranchCollectionItem } | null;

/**
 * /branch-collection/list (super-admin and md): the company's groups of branches — a region's offices that a
 * regional manager and the reports cover together. A branch is in one group at most.
 */
export function BranchCollectionsPage() {
  const { t } = useTranslation();
  const { localName } = useDisplayNames();
  const groups = useBranchCollections();
  const groupOf = useMemo(() => branchCollectionOf(groups.data ?? []), [groups.data]);
  const [editing, setEditing] = useState<Editing>(null);

  return (
    <Flex vertical gap={12} data-testid="branch-collections-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.branch-collections')}
        </Typography.Title>
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({})}
          data-testid="branch-collection-new"
        >
          {t('branchCollections.new')}
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('branchCollections.intro')}
      </Typography.Paragraph>
      {groups.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
      <BranchCollectionsTable
        rows={groups.data ?? []}
        loading={groups.isLoading}
        onEdit={(group) => setEditing({ group })}
      />
      {editing && (
        <BranchCollectionModal
          group={editing.group}
          groupOf={groupOf}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            toast.success(t('branchCollections.saved', { name: localName(saved) }));
          }}
        />
      )}
    </Flex>
  );
}
