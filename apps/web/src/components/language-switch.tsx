import { GlobalOutlined } from '@ant-design/icons';
import { locales, type Locale } from '@waypost/domain';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLocale, useLocale } from '@/lib/i18n';

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
        onClick: ({ key }) => void changeLocale(key as Locale),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('language.label')} data-testid="language-switch">
        {t(`language.${locale}`)}
      </Button>
    </Dropdown>
  );
}
