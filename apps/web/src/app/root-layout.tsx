import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { routeMeta } from '@/lib/app-routes';
import { useAccount } from '@/lib/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCurrentRouteName } from './route-handle';

/**
 * Spec §2 page titles: a titled screen shows its title; any other shows its name plus the user's name (the word
 * "Delivery" when nobody is signed in).
 */
function usePageTitle(): string {
  const { t } = useTranslation();
  const routeName = useCurrentRouteName() ?? 'not-found';
  const { data: user } = useAccount();
  const screen = t(`route.${routeName}`);
  if (routeMeta[routeName].titled) return t('app.titledPageTitle', { title: screen });
  return t('app.pageTitle', { screen, name: user?.name ?? t('app.defaultTitleWord') });
}

export function RootLayout() {
  useDocumentTitle(usePageTitle());
  return <Outlet />;
}
