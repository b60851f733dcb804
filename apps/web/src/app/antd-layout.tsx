import type { Locale } from '@waypost/domain';
import { ConfigProvider, type ThemeConfig } from 'antd';
import enUS from 'antd/locale/en_US';
import myMM from 'antd/locale/my_MM';
import zhCN from 'antd/locale/zh_CN';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { EyeInvisibleOutlined, EyeOutlined } from '@/components/icons/icons';
import { useLocale } from '@/lib/i18n';

const antdLocales = { mm: myMM, en: enUS, zh: zhCN } as const;

const brand = '#0b6e4f';

/**
 * Users who ask their system for less motion get none: menus, pop-ups and dialogs appear and go at once. The e2e run
 * asks the same, so that a click never lands on a menu that is still sliding in.
 */
const reducedMotion =
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

const systemFonts =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";
/** Burmese comes first in mm with the font shipped in the bundle; elsewhere it still covers Burmese names. */
const fontStacks: Record<Locale, string> = {
  mm: `'Noto Sans Myanmar', ${systemFonts}`,
  en: `${systemFonts}, 'Noto Sans Myanmar'`,
  zh: `${systemFonts}, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans Myanmar'`,
};

function themeFor(locale: Locale): ThemeConfig {
  return {
    token: {
      motion: !reducedMotion,
      colorPrimary: brand,
      // The palette made from the dark brand starts at a mid grey-green (#9cada5): as the selected row's and option's
      // background it made text and status tags hard to read. A light tint of the brand instead.
      colorPrimaryBg: '#e3f2eb',
      colorPrimaryBgHover: '#cde6da',
      // Field labels and secondary texts: Ant Design's 45 % black (#8c8c8c, 3.4:1 on white) is too faint for small
      // Burmese text at a counter; 60 % (#666) reads at 5.7:1 (WCAG AA).
      colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
      colorTextDescription: 'rgba(0, 0, 0, 0.6)',
      fontFamily: fontStacks[locale],
      // Burmese stacks marks above and below the line: give it room.
      ...(locale === 'mm' ? { lineHeight: 1.75 } : {}),
    },
    components: {
      Menu: { itemSelectedBg: '#e3f2eb', itemSelectedColor: brand },
      // A badge is one line as tall as its pill, clipped to it: Burmese digits (၉, ၇) reach above and below Latin
      // ones and lost their tops and tails in the 14/20 px pill. A taller pill in Burmese shows them whole.
      ...(locale === 'mm' ? { Badge: { indicatorHeight: 26, indicatorHeightSM: 20 } } : {}),
    },
  };
}

const themes: Record<Locale, ThemeConfig> = { mm: themeFor('mm'), en: themeFor('en'), zh: themeFor('zh') };

/**
 * Ant Design (locale and font following the language switch) for every screen below it. Loaded on its own, after the
 * login page: the login page and the first load use no Ant Design at all.
 */
export function AntdLayout() {
  const locale = useLocale();
  const { t } = useTranslation();
  // The password field's eye is named in the reader's language (Ant Design's own icon says "eye-invisible").
  const inputPassword = {
    iconRender: (visible: boolean) =>
      visible ? (
        <EyeOutlined aria-label={t('a11y.hidePassword')} />
      ) : (
        <EyeInvisibleOutlined aria-label={t('a11y.showPassword')} />
      ),
  };
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={themes[locale]} inputPassword={inputPassword}>
      <Outlet />
    </ConfigProvider>
  );
}
