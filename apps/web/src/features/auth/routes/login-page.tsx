import { Flex, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginForm } from '../components/login-form';
import { LoginLanguageChoice } from '../components/login-language-choice';

/**
 * The first screen most users see, often on a slow line: a plain panel (no Card, whose tabs would come along, and no
 * Typography, whose tooltips and editors would), the form and a light language choice.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: '100vh', padding: 16 }}>
      <main
        style={{
          width: '100%',
          maxWidth: 400,
          padding: 24,
          background: token.colorBgContainer,
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          color: token.colorText,
        }}
      >
        <Flex align="center" justify="space-between" wrap gap={8}>
          <strong style={{ fontSize: token.fontSizeLG, color: token.colorPrimary }}>{t('app.name')}</strong>
          <LoginLanguageChoice />
        </Flex>
        <h1
          style={{
            margin: '16px 0 8px',
            fontSize: token.fontSizeHeading3,
            fontWeight: 600,
            color: token.colorTextHeading,
          }}
        >
          {t('login.title')}
        </h1>
        <p style={{ marginTop: 0, marginBottom: 24, color: token.colorTextSecondary }}>{t('login.subtitle')}</p>
        <LoginForm />
      </main>
    </Flex>
  );
}
