import { useTranslation } from 'react-i18next';

interface PageLoaderProps {
  /** Fill the whole window (start-up) rather than the main area. */
  fullScreen?: boolean;
}

/** A spinner and "loading...": plain CSS (styles.css), so it shows before Ant Design has even loaded. */
export function PageLoader({ fullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <div className="wp-loader" role="status" style={{ minHeight: fullScreen ? '100vh' : 240 }}>
      <span className="wp-spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
