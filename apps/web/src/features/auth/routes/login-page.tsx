import { Card, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../../components/language-switch';
import { LoginForm } from '../components/login-form';

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '100vh', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: 400 }} extra={<LanguageSwitch />} title={t('app.name')}>
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('login.title')}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('login.subtitle')}</Typography.Paragraph>
        <LoginForm />
      </Card>
    </Flex>
  );
}
