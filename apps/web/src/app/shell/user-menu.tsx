import { IdcardOutlined, LogoutOutlined, SwapOutlined, UserOutlined } from '@/components/icons/icons';
import { hasPermission } from '@waypost/domain';
import { App, Avatar, Button, Dropdown, Flex, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSwitchBranch } from '@/features/auth/api/switch-branch';
import { useLogout } from '@/features/auth/api/logout';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useSidebar } from './sidebar-state';

/** Who is signed in, where; branch switch (spec §2: refresh the account, reload after 500 ms) and logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const user = useCurrentUser();
  const { isSmallScreen } = useSidebar();
  const { roleName, branchName } = useDisplayNames();
  const logout = useLogout();
  const switchBranch = useSwitchBranch();
  const navigate = useNavigate();

  const otherBranches = user.jointed_branches.filter((branch) => branch.id !== user.branch?.id);
  const canSwitch = hasPermission(user, 'branch.switch') && otherBranches.length > 0;

  const onSwitch = (branchId: number) => {
    const target = otherBranches.find((branch) => branch.id === branchId);
    switchBranch.mutate(
      { userId: user.id, branchId },
      {
        onSuccess: () =>
          void message.success(t('userMenu.branchSwitched', { branch: target ? branchName(target) : '' })),
        // Spec §8: a failed branch switch flashes an error message.
        onError: (error) =>
          void message.error(
            error instanceof ApiError && error.status !== 0 ? error.displayMessage : t('userMenu.branchSwitchFailed'),
          ),
      },
    );
  };

  const items: MenuProps['items'] = [
    {
      key: 'who',
      disabled: true,
      label: (
        <Flex vertical>
          <Typography.Text strong>{user.name}</Typography.Text>
          <Typography.Text type="secondary">{t('userMenu.roleLine', { role: roleName(user.role) })}</Typography.Text>
          <Typography.Text type="secondary" data-testid="current-branch">
            {t('userMenu.branchLine', { branch: user.branch ? branchName(user.branch) : t('userMenu.noBranch') })}
          </Typography.Text>
        </Flex>
      ),
    },
    { type: 'divider' },
    // The branches are listed in the menu itself, not in a hover submenu: easier on touchpads and small screens.
    ...(canSwitch
      ? [
          {
            key: 'switch-branch',
            type: 'group' as const,
            label: (
              <Flex gap={6}>
                <SwapOutlined />
                {t('userMenu.switchBranch')}
              </Flex>
            ),
            children: otherBranches.map((branch) => ({
              key: `branch-${branch.id}`,
              label: branchName(branch),
              disabled: switchBranch.isPending,
              onClick: () => onSwitch(branch.id),
            })),
          },
          { type: 'divider' as const },
        ]
      : []),
    {
      key: 'profile',
      icon: <IdcardOutlined />,
      label: <span data-testid="user-menu-profile">{t('userMenu.profile')}</span>,
      onClick: () => void navigate(routeUrl('profile') ?? '/'),
    },
    {
      key: 'logout',
      icon: <LogoutOutlined />,
      label: <span data-testid="logout">{t('userMenu.logout')}</span>,
      onClick: () => logout.mutate(),
    },
  ];

  return (
    <Dropdown trigger={['click']} menu={{ items }} placement="bottomRight">
      <Button type="text" aria-label={t('userMenu.label')} data-testid="user-menu" style={{ height: 'auto' }}>
        <Flex align="center" gap={8}>
          <Avatar size="small" icon={<UserOutlined />} />
          {!isSmallScreen && <span>{user.name}</span>}
        </Flex>
      </Button>
    </Dropdown>
  );
}
