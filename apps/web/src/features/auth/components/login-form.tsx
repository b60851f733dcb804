import type { LoginRequest } from '@waypost/domain';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useLogin } from '../api/login';

type Credentials = Omit<LoginRequest, 'cookie'>;
type Field = keyof Credentials;

/** Both fields are required; blanks alone do not count. */
function loginFieldErrors(values: Credentials, message: string): Partial<Record<Field, string>> {
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

function LoginField({ id, label, error, children }: LoginFieldProps) {
  return (
    <div className="wp-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {error && (
        <div id={`${id}_help`} className="wp-field-error" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

/**
 * Signs in; the guest-only guard then moves the now signed-in user on to their home. Plain HTML (see login-page.tsx);
 * the field ids are those Ant Design's form would give (`login_user_name`, `login_password`).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const loginMutation = useLogin();
  const [values, setValues] = useState<Credentials>({ user_name: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  // 2-step verification (issue 30): the server asks for the code once the password is right.
  const askedForCode = loginMutation.error instanceof ApiError && loginMutation.error.errors.totp_code !== undefined;
  const [showCode, setShowCode] = useState(false);
  if (askedForCode && !showCode) setShowCode(true);
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
    // Once a field has shown its message, the message follows the typing.
    if (errors[field]) setErrors({ ...errors, [field]: loginFieldErrors(next, requiredMessage)[field] });
    loginMutation.reset();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = loginFieldErrors(values, requiredMessage);
    setErrors(found);
    if (Object.keys(found).length === 0) loginMutation.mutate(showCode ? values : { ...values, totp_code: undefined });
  };
  const inputProps = (field: Field) => ({
    id: `login_${field}`,
    name: field,
    className: 'wp-input',
    value: values[field] ?? '',
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `login_${field}_help` : undefined,
    onChange: (event: { target: { value: string } }) => change(field, event.target.value),
  });

  return (
    <form name="login" noValidate onSubmit={submit}>
      {failure && (
        <div className="wp-alert" role="alert">
          {failure}
        </div>
      )}
      <LoginField id="login_user_name" label={t('login.userName')} error={errors.user_name}>
        <input {...inputProps('user_name')} type="text" autoComplete="username" autoFocus />
      </LoginField>
      <LoginField id="login_password" label={t('login.password')} error={errors.password}>
        <input {...inputProps('password')} type="password" autoComplete="current-password" />
      </LoginField>
      {showCode && (
        <LoginField id="login_totp_code" label={t('login.twoStepCode')} error={errors.totp_code}>
          <input
            {...inputProps('totp_code')}
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            data-testid="login-totp-code"
          />
        </LoginField>
      )}
      <button
        type="submit"
        className="wp-button wp-button-primary"
        disabled={loginMutation.isPending}
        aria-busy={loginMutation.isPending}
        data-testid="login-submit"
      >
        {loginMutation.isPending ? t('app.loading') : t('login.submit')}
      </button>
    </form>
  );
}
