import { locales } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n';

/** The login page's language choice: the three languages side by side, one click each, each named in itself. */
export function LoginLanguageChoice() {
  const { t } = useTranslation();
  const current = useLocale();
  return (
    <div className="wp-choice" role="group" aria-label={t('language.label')} data-testid="login-language">
      {locales.map((locale) => (
        <button
          key={locale}
          type="button"
          lang={locale === 'mm' ? 'my' : locale}
          aria-pressed={locale === current}
          data-testid={`language-${locale}`}
          onClick={() => void changeLocale(locale)}
        >
          {t(`language.${locale}`)}
        </button>
      ))}
    </div>
  );
}
