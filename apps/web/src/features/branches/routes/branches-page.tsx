import { PlusOutlined } from '@/components/icons/icons';
import { canAccessRoute } from '@waypost/domain';
import { Alert, Button, Flex, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { branchCollectionOf } from '@/components/branch-collections/branch-collection-of';
import { useBranchCollections } from '@/components/branch-collections/get-branch-collections';
import { useBranchList } from '@/components/search-bar/branch-options';
import { routeMeta } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { toast } from '@/lib/toast';
import { BranchesTable } from '../components/branches-table';
import { CreateBranchModal } from '../components/create-branch-modal';

/** /branch/list (branch.manage): the company's branches, and a new one. Groups show to who may open them. */
export function BranchesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const groupsAccess = routeMeta['branch-collections'].access;
  const seesGroups = groupsAccess !== 'guest' && canAccessRoute(user, groupsAccess);
  const branches = useBranchList();
  const groups = useBranchCollections(seesGroups);
  const groupOf = useMemo(() => (groups.data ? branchCollectionOf(groups.data) : undefined), [groups.data]);
  const [creating, setCreating] = useState(false);

  return (
    <Flex vertical gap={12} data-testid="branches-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.branches')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="branch-new">
          {t('branches.new')}
        </Button>
      </Flex>
      {branches.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
      <BranchesTable
        rows={branches.data ?? []}
        loading={branches.isLoading}
        groupOf={seesGroups ? (groupOf ?? new Map()) : undefined}
      />
      {creating && (
        <CreateBranchModal
          onClose={() => setCreating(false)}
          onCreated={(branch) => {
            setCreating(false);
            toast.success(t('branches.created', { name: branchName(branch), code: branch.code }));
          }}
        />
      )}
    </Flex>
  );
}
