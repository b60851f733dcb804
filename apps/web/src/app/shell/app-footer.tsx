import { localizeDigits } from '@waypost/domain';
import { Layout } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

const year = new Date().getFullYear();

/** Spec §2: the footer credits the software provider. */
export function AppFooter() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 16px', fontSize: 12 }}>
      {t('footer.credit', { year: localizeDigits(year, locale) })}
    </Layout.Footer>
  );
}
