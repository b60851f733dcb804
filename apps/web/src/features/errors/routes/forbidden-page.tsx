import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Spec §2: the access-denied page, with the spec's text (from the domain's shared messages). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      data-testid="forbidden-page"
      status="403"
      title={t('errors.forbiddenTitle')}
      subTitle={t('error.forbidden', { ns: 'domain' })}
      extra={
        <Link to="/">
          <Button type="primary">{t('errors.backHome')}</Button>
        </Link>
      }
    />
  );
}
