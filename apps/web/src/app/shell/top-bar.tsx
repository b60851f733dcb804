import { MenuFoldOutlined, MenuUnfoldOutlined } from '@/components/icons/icons';
import { Button, Flex, Layout, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { AnnouncementBell } from '@/features/announcements/components/announcement-bell';
import { PickupDenialBell } from '@/features/pickups/components/pickup-denial-bell';
import { useSidebar } from './sidebar-state';
import { UserMenu } from './user-menu';

export function TopBar() {
  const { t } = useTranslation();
  const { collapsed, isSmallScreen, drawerOpen, toggle } = useSidebar();
  const { token } = theme.useToken();
  const expanded = isSmallScreen ? drawerOpen : !collapsed;
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        padding: '0 12px',
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" justify="space-between" style={{ height: '100%' }}>
        <Button
          type="text"
          icon={expanded ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
          aria-label={t('sidebar.toggle')}
          aria-expanded={expanded}
          data-testid="sidebar-toggle"
          onClick={toggle}
        />
        <Flex align="center" gap={4}>
          <AnnouncementBell />
          <PickupDenialBell />
          <LanguageSwitch />
          <UserMenu />
        </Flex>
      </Flex>
    </Layout.Header>
  );
}
