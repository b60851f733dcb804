import { Breadcrumb } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routeUrl, type RouteName } from '@/lib/app-routes';
import { breadcrumbTrail } from '@/lib/breadcrumb-trail';
import { routeLineage } from './sidebar-items';

/**
 * Home › parents › this screen (spec §2), hidden on `/`. A parent links back to where it was last seen in this window
 * (its tab, filters, page), else to its default URL.
 */
export function Breadcrumbs({ routeName }: { routeName: RouteName }) {
  const { t } = useTranslation();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    breadcrumbTrail().visit(routeName, here);
  }, [routeName, here]);

  if (routeName === 'index') return null;
  const [current, ...parents] = routeLineage(routeName);
  const parentItems = parents.reverse().map((name) => {
    const url = breadcrumbTrail().lastVisited(name) ?? routeUrl(name);
    return { key: name, title: url ? <Link to={url}>{t(`route.${name}`)}</Link> : t(`route.${name}`) };
  });
  return (
    <Breadcrumb
      aria-label={t('breadcrumb.label')}
      style={{ marginBottom: 16 }}
      items={[
        { key: 'home', title: <Link to="/">{t('breadcrumb.home')}</Link> },
        ...parentItems,
        ...(current ? [{ key: current, title: t(`route.${current}`) }] : []),
      ]}
    />
  );
}
