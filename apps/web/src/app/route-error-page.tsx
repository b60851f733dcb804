import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** Shown when a screen throws or its code cannot be loaded (after the one automatic reload). */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageFailed')}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('errors.reload')}
        </Button>
      }
    />
  );
}
