import { locales, type Locale } from '@waypost/domain';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '../../../lib/i18n';

/**
 * The login page's language choice: the three languages side by side, one click each. (The shell's switch is a menu,
 * which would add a menu library to the first load.)
 */
export function LoginLanguageChoice() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Segmented<Locale>
      size="small"
      aria-label={t('language.label')}
      data-testid="login-language"
      value={locale}
      onChange={(value) => void changeLocale(value)}
      options={locales.map((item) => ({
        value: item,
        label: <span data-testid={`language-${item}`}>{t(`language.${item}`)}</span>,
      }))}
    />
  );
}
