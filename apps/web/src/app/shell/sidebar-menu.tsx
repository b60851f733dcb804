import { Menu, type MenuProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl, type RouteName } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useCurrentRouteName } from '../route-handle';
import { activeSidebarItem, visibleSidebarEntries, type ShellSidebarGroup } from './sidebar-items';
import { useSidebar } from './sidebar-state';

const groupKeyPrefix = 'group:';
const groupKey = (group: string) => `${groupKeyPrefix}${group}`;

/** The sidebar's menu: groups by role and permission (spec §6); the current route's group opens by itself. */
export function SidebarMenu() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const routeName = useCurrentRouteName();
  const { collapsed, isSmallScreen, closeDrawer } = useSidebar();
  const entries = visibleSidebarEntries(user);
  const active = activeSidebarItem(entries, routeName);

  const [openGroups, setOpenGroups] = useState<string[]>(active ? [active.group] : []);
  const [seenGroup, setSeenGroup] = useState<ShellSidebarGroup | undefined>(active?.group);
  if (active?.group !== seenGroup) {
    // Navigating into another group opens it (and leaves the ones the user opened alone).
    setSeenGroup(active?.group);
    if (active && !openGroups.includes(active.group)) setOpenGroups([...openGroups, active.group]);
  }

  const link = (route: RouteName, text: string) => (
    <Link to={routeUrl(route) ?? '/'} onClick={closeDrawer}>
      {text}
    </Link>
  );
  const items: MenuProps['items'] = entries.map(({ group, icon, items: groupItems }) => {
    const [only] = groupItems;
    // A group with one screen is a single entry named after the group.
    if (groupItems.length === 1 && only) {
      return { key: only.route, icon, label: link(only.route, t(`sidebar.group.${group}`)) };
    }
    return {
      // Groups and screens share one key space: `parcels` and `pickup-request` name both a group and a screen.
      key: groupKey(group),
      icon,
      label: t(`sidebar.group.${group}`),
      children: groupItems.map((item) => ({
        key: item.route,
        label: link(item.route, item.labelKey ? t(item.labelKey) : t(`route.${item.route}`)),
      })),
    };
  });

  const inline = isSmallScreen || !collapsed;
  return (
    <Menu
      mode="inline"
      aria-label={t('sidebar.navigation')}
      data-testid="sidebar-menu"
      items={items}
      selectedKeys={active ? [active.route] : []}
      {...(inline
        ? {
            openKeys: openGroups.map(groupKey),
            onOpenChange: (keys: string[]) => setOpenGroups(keys.map((key) => key.slice(groupKeyPrefix.length))),
          }
        : {})}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
