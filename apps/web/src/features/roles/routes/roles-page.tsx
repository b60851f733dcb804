import {
  hasPermission,
  isPermission,
  localizeDigits,
  permissionFeatureOf,
  type Permission,
  type PermissionFeature,
  type RoleItem,
} from '@waypost/domain';
import { Alert, Button, Card, Checkbox, Col, Empty, Flex, Row, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRoles } from '../api/get-roles';
import { useSaveRolePermissions } from '../api/save-role-permissions';

/** The domain's permissions by feature, in the domain's order. */
function byFeature(all: readonly Permission[]): [PermissionFeature, Permission[]][] {
  const groups = new Map<PermissionFeature, Permission[]>();
  for (const permission of all) {
    const feature = permissionFeatureOf(permission);
    groups.set(feature, [...(groups.get(feature) ?? []), permission]);
  }
  return [...groups];
}

/**
 * Roles and permissions (spec §6, super-admin and md; a branch's owner reads them): each role with its level; its
 * permissions, by feature, from the one list in the domain. Roles the user may not change are shown read-only.
 */
export function RolesPage() {
  const { t } = useTranslation();
  const roles = useRoles();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  if (roles.isLoading) return <Spin />;
  if (!roles.data) return <Alert type="error" showIcon title={t('roles.loadFailed')} />;
  const { data: list, permissions: all } = roles.data;
  const selected = list.find((role) => role.id === selectedId) ?? null;

  return (
    <Flex vertical gap={12} data-testid="roles-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('roles.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('roles.intro')}
      </Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} md={8} xl={6}>
          <RoleMenu roles={list} selectedId={selectedId} onSelect={setSelectedId} total={all.length} />
        </Col>
        <Col xs={24} md={16} xl={18}>
          {selected ? (
            // Keyed by role and its saved list: choosing another role, or a save, starts from what is stored.
            <PermissionsCard key={`${selected.id}:${selected.permissions.join(',')}`} role={selected} all={all} />
          ) : (
            <Card>
              <Empty description={t('roles.pick')} />
            </Card>
          )}
        </Col>
      </Row>
    </Flex>
  );
}

function RoleMenu({
  roles,
  selectedId,
  onSelect,
  total,
}: {
  roles: readonly RoleItem[];
  selectedId: number | null;
  onSelect: (id: number) => void;
  total: number;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Card size="small" styles={{ body: { padding: 4 } }}>
      <Flex vertical role="listbox" aria-label={t('roles.column.name')} data-testid="role-menu">
        {roles.map((role) => (
          <Button
            key={role.id}
            type={role.id === selectedId ? 'primary' : 'text'}
            role="option"
            aria-selected={role.id === selectedId}
            onClick={() => onSelect(role.id)}
            data-testid={`role-${role.slug}`}
            style={{ height: 'auto', display: 'block', whiteSpace: 'normal', textAlign: 'start', padding: '4px 12px' }}
          >
            <div>{role.name}</div>
            <div style={{ opacity: 0.75, fontSize: 12 }}>
              {t('roles.count', {
                n: formatNumber(role.permissions.length, locale),
                total: formatNumber(total, locale),
              })}
            </div>
          </Button>
        ))}
      </Flex>
    </Card>
  );
}

function PermissionsCard({ role, all }: { role: RoleItem; all: readonly Permission[] }) {
  const { t } = useTranslation();
  // An owner reads the roles; only the role screens' own users change them (issue 26 §5).
  const managesRoles = hasPermission(useCurrentUser(), 'role.manage');
  const locale = useLocale();
  const save = useSaveRolePermissions();
  const [chosen, setChosen] = useState<ReadonlySet<Permission>>(
    () => new Set(role.permissions.filter((permission) => isPermission(permission))),
  );
  const groups = useMemo(() => byFeature(all), [all]);
  const changed =
    chosen.size !== role.permissions.length ||
    role.permissions.some((permission) => !chosen.has(permission as Permission));
  const toggle = (permission: Permission, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(permission);
    else next.delete(permission);
    setChosen(next);
  };
  const submit = () =>
    save.mutateAsync({ id: role.id, permissions: all.filter((permission) => chosen.has(permission)) }).then(
      (saved) =>
        void toast.success(t('roles.saved', { name: saved.name, n: formatNumber(saved.permissions.length, locale) })),
      (error: unknown) => {
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );

  return (
    <Card
      data-testid="role-permissions"
      title={
        <Flex gap={8} align="center" wrap>
          <span>{role.name}</span>
          <Tag>
            {t('roles.column.level')} {localizeDigits(String(role.level), locale)}
          </Tag>
        </Flex>
      }
      extra={
        role.editable && (
          <Button
            type="primary"
            onClick={() => void submit()}
            disabled={!changed}
            loading={save.isPending}
            data-testid="role-save"
          >
            {t('roles.save')}
          </Button>
        )
      }
    >
      {!role.editable && (
        <Alert
          type="info"
          showIcon
          title={t(managesRoles ? 'roles.readOnly' : 'roles.readOnlyViewer')}
          style={{ marginBottom: 12 }}
          data-testid="role-read-only"
        />
      )}
      <Row gutter={[16, 16]}>
        {groups.map(([feature, permissions]) => (
          <Col key={feature} xs={24} lg={12} xxl={8}>
            <Typography.Text strong>{t(`permissions.feature.${feature}`)}</Typography.Text>
            <Flex vertical gap={2} style={{ marginTop: 4 }}>
              {permissions.map((permission) => (
                <Checkbox
                  key={permission}
                  checked={chosen.has(permission)}
                  disabled={!role.editable}
                  onChange={(event) => toggle(permission, event.target.checked)}
                  data-testid={`permission-${permission}`}
                >
                  {t(`permissions.name.${permission}`)}
                </Checkbox>
              ))}
            </Flex>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
