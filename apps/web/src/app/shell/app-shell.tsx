import { App as AntApp, Drawer, Flex, Grid, Layout, theme, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { routeMeta } from '@/lib/app-routes';
import { useCurrentRouteName } from '../route-handle';
import { AppFooter } from './app-footer';
import { Breadcrumbs } from './breadcrumbs';
import { SidebarMenu } from './sidebar-menu';
import { SidebarContext, type SidebarState } from './sidebar-state';
import { TopBar } from './top-bar';

const siderWidth = 240;

function Brand({ compact }: { compact: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Link to="/" style={{ display: 'block', padding: '16px 20px', color: token.colorPrimary }}>
      <Typography.Text strong style={{ fontSize: 18, color: token.colorPrimary }}>
        {compact ? t('app.shortName') : t('app.name')}
      </Typography.Text>
    </Link>
  );
}

/**
 * The signed-in layout (spec §2): sidebar (a drawer on small screens, collapsible, minimised on some routes), top bar,
 * breadcrumbs, the screen, footer.
 */
export function AppShell() {
  const screens = Grid.useBreakpoint();
  const { token } = theme.useToken();
  const routeName = useCurrentRouteName() ?? 'not-found';
  const meta = routeMeta[routeName];
  // Before the first measurement `lg` is undefined: assume a desktop.
  const isSmallScreen = screens.lg === false;

  const [collapsedByUser, setCollapsedByUser] = useState(false);
  const [expandedOnRoute, setExpandedOnRoute] = useState<string | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const collapsed = meta.minimiseSidebar ? expandedOnRoute !== routeName : collapsedByUser;

  const sidebar = useMemo<SidebarState>(
    () => ({
      collapsed,
      isSmallScreen,
      drawerOpen,
      toggle: () => {
        if (isSmallScreen) setDrawerOpen((open) => !open);
        else if (meta.minimiseSidebar) setExpandedOnRoute((route) => (route === routeName ? null : routeName));
        else setCollapsedByUser((value) => !value);
      },
      closeDrawer: () => setDrawerOpen(false),
    }),
    [collapsed, isSmallScreen, drawerOpen, meta.minimiseSidebar, routeName],
  );

  return (
    <SidebarContext.Provider value={sidebar}>
      {/* Ant Design's message and modal hooks (App.useApp) for the signed-in screens. */}
      <AntApp>
        <Layout style={{ minHeight: '100vh' }}>
          {isSmallScreen ? (
            <Drawer
              placement="left"
              open={drawerOpen}
              onClose={() => setDrawerOpen(false)}
              size={siderWidth}
              closable={false}
              styles={{ body: { padding: 0 } }}
            >
              <Brand compact={false} />
              <SidebarMenu />
            </Drawer>
          ) : (
            <Layout.Sider
              width={siderWidth}
              collapsible
              collapsed={collapsed}
              trigger={null}
              theme="light"
              style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Brand compact={collapsed} />
              <SidebarMenu />
            </Layout.Sider>
          )}
          <Layout>
            <TopBar />
            {/* Ant Design's Content is the page's one <main> landmark (a screen adds none of its own). */}
            <Layout.Content style={{ padding: isSmallScreen ? 12 : 24 }} data-testid="main">
              <Flex vertical style={{ maxWidth: meta.wide ? undefined : 1280, margin: '0 auto', width: '100%' }}>
                <Breadcrumbs routeName={routeName} />
                <Outlet />
              </Flex>
            </Layout.Content>
            <AppFooter />
          </Layout>
        </Layout>
      </AntApp>
    </SidebarContext.Provider>
  );
}
