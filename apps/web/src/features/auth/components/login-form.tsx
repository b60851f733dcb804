import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginRequest } from '@waypost/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

/** Signs in; the guest-only guard then moves the now signed-in user on to their home. */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const required = [{ required: true, whitespace: true, message: t('validation.emptyErrorMessage', { ns: 'domain' }) }];
  const failure =
    loginMutation.error instanceof ApiError && loginMutation.error.status !== 0
      ? loginMutation.error.displayMessage
      : loginMutation.error
        ? t('errors.networkError')
        : null;

  return (
    <Form<LoginRequest>
      name="login"
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={(values) => loginMutation.mutate(values)}
      onValuesChange={() => loginMutation.reset()}
    >
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <Form.Item name="user_name" label={t('login.userName')} rules={required}>
        <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={required}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={loginMutation.isPending} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
