import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginRequest } from '@waypost/domain';
import { Alert, Button, Input, theme } from 'antd';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useLogin } from '../api/login';

type Field = keyof LoginRequest;

/** Both fields are required; blanks alone do not count. */
function loginFieldErrors(values: LoginRequest, message: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.user_name.trim()) errors.user_name = message;
  if (!values.password.trim()) errors.password = message;
  return errors;
}

interface LoginFieldProps {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A label above its input and the field's message below, laid out as Ant Design's vertical form items are. */
function LoginField({ id, label, error, children }: LoginFieldProps) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: token.marginLG }}>
      <label htmlFor={id} style={{ display: 'block', paddingBottom: token.paddingXS, color: token.colorTextHeading }}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${id}_help`} role="alert" style={{ color: token.colorError, marginTop: 4 }}>
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Signs in; the guest-only guard then moves the now signed-in user on to their home. A plain form (not Ant Design's
 * Form, whose field engine, validator and tooltips would weigh more than the rest of the login page).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [values, setValues] = useState<LoginRequest>({ user_name: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const requiredMessage = t('validation.emptyErrorMessage', { ns: 'domain' });
  const failure =
    loginMutation.error instanceof ApiError && loginMutation.error.status !== 0
      ? loginMutation.error.displayMessage
      : loginMutation.error
        ? t('errors.networkError')
        : null;

  const change = (field: Field, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once a field has shown its message, it follows the typing.
    if (errors[field]) setErrors({ ...errors, [field]: loginFieldErrors(next, requiredMessage)[field] });
    loginMutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = loginFieldErrors(values, requiredMessage);
    setErrors(found);
    if (Object.keys(found).length === 0) loginMutation.mutate(values);
  };
  const inputProps = (field: Field) => ({
    id: `login_${field}`,
    name: field,
    size: 'large' as const,
    value: values[field],
    status: errors[field] ? ('error' as const) : undefined,
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login_${field}_help` : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form name="login" noValidate onSubmit={submit}>
      {failure && <Alert type="error" showIcon title={failure} role="alert" style={{ marginBottom: 16 }} />}
      <LoginField id="login_user_name" label={t('login.userName')} error={errors.user_name}>
        <Input {...inputProps('user_name')} prefix={<UserOutlined />} autoComplete="username" autoFocus />
      </LoginField>
      <LoginField id="login_password" label={t('login.password')} error={errors.password}>
        <Input.Password {...inputProps('password')} prefix={<LockOutlined />} autoComplete="current-password" />
      </LoginField>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={loginMutation.isPending}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}
