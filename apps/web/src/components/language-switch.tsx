import { GlobalOutlined } from '@/components/icons/icons';
import { locales, type Locale } from '@waypost/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiClient } from '@/lib/api-client';
import { changeLocale, useLocale } from '@/lib/i18n';
import { sessionToken } from '@/lib/session-token';

/**
 * Switches the UI language and, when someone is signed in, saves it to his profile (issue 26 §5): his next sign-in,
 * on any browser, opens in it. A lost save changes nothing on this screen.
 */
async function switchLanguage(locale: Locale): Promise<void> {
  await changeLocale(locale);
  if (sessionToken.get() === null) return;
  await apiClient
    .put<void>('/api/profile/locale', { body: { locale }, globalErrorHandling: false })
    .catch(() => undefined);
}

/** en / mm / zh, remembered under localStorage `locale`. Each language is named in itself. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: locales.map((item) => ({
          key: item,
          label: <span data-testid={`language-${item}`}>{t(`language.${item}`)}</span>,
        })),
        onClick: ({ key }) => void switchLanguage(key as Locale),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.label')} data-testid="language-switch">
        {t(`language.${locale}`)}
      </Button>
    </Dropdown>
  );
}
