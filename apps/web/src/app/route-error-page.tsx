import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/error-state';

/** Shown when a screen throws or its code cannot be loaded (after the one automatic reload). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('errors.pageFailed')}
      actionLabel={t('errors.reload')}
      onAction={() => window.location.reload()}
    />
  );
}
