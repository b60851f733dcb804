import { Alert, Button, Card, Form, Input, List, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BarcodeImage } from '@/features/labels/print/components/barcode-image';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { toast } from '@/lib/toast';
import { useLogout } from '../api/logout';
import { useDisableTwoStep, useRefreshAccount, useStartTwoStep, useVerifyTwoStep } from './two-step-api';

/** A field's server error, or the message of a refusal. */
function errorOf(error: unknown, field: string): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  return error.errors[field]?.[0] ?? (Object.keys(error.errors).length === 0 ? error.displayMessage : undefined);
}

/** Set-up: scan the secret, confirm a code, then see the recovery codes once. */
function SetupCard() {
  const { t } = useTranslation('twoStep');
  const navigate = useNavigate();
  const start = useStartTwoStep();
  const verify = useVerifyTwoStep();
  const refresh = useRefreshAccount();
  const [code, setCode] = useState('');

  if (verify.data) {
    return (
      <Card title={t('recoveryTitle')} data-testid="two-step-recovery">
        <Typography.Paragraph>{t('recoveryIntro')}</Typography.Paragraph>
        <List
          size="small"
          bordered
          dataSource={verify.data.recovery_codes}
          renderItem={(recovery) => (
            <List.Item>
              <Typography.Text code copyable>
                {recovery}
              </Typography.Text>
            </List.Item>
          )}
        />
        <Button
          type="primary"
          style={{ marginTop: 16 }}
          data-testid="two-step-done"
          onClick={() => void refresh().then(() => navigate('/', { replace: true }))}
        >
          {t('recoverySaved')}
        </Button>
      </Card>
    );
  }
  if (!start.data) {
    return (
      <Card>
        <Typography.Paragraph>{t('intro')}</Typography.Paragraph>
        <Button type="primary" loading={start.isPending} onClick={() => start.mutate()} data-testid="two-step-start">
          {t('start')}
        </Button>
      </Card>
    );
  }
  const codeError = errorOf(verify.error, 'code');
  return (
    <Card>
      <Typography.Paragraph>{t('scan')}</Typography.Paragraph>
      <BarcodeImage
        kind="qrcode"
        text={start.data.otpauth_url}
        alt={t('title')}
        style={{ width: 200, height: 200 }}
        data-testid="two-step-qr"
      />
      <Typography.Paragraph style={{ marginTop: 12 }}>
        {t('secretLabel')}:{' '}
        <Typography.Text code copyable data-testid="two-step-secret">
          {start.data.secret}
        </Typography.Text>
      </Typography.Paragraph>
      <Form layout="vertical" onFinish={() => verify.mutate(code)}>
        <Form.Item label={t('codeLabel')} validateStatus={codeError ? 'error' : undefined} help={codeError}>
          <Input
            value={code}
            onChange={(event) => setCode(event.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            style={{ maxWidth: 200 }}
            data-testid="two-step-code"
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={verify.isPending} data-testid="two-step-verify">
          {t('verify')}
        </Button>
      </Form>
    </Card>
  );
}

/** Turning it off: the password and a code; not for a role that requires it. */
function DisableCard({ required }: { required: boolean }) {
  const { t } = useTranslation('twoStep');
  const disable = useDisableTwoStep();
  const [values, setValues] = useState({ password: '', code: '' });
  if (required) return <Alert type="info" showIcon title={t('disableRequired')} />;
  return (
    <Card title={t('disableTitle')}>
      <Form
        layout="vertical"
        onFinish={() => disable.mutate(values, { onSuccess: () => toast.success(t('disabled')) })}
      >
        <Form.Item label={t('password')} help={errorOf(disable.error, 'password')}>
          <Input.Password
            value={values.password}
            autoComplete="current-password"
            onChange={(event) => setValues({ ...values, password: event.target.value })}
          />
        </Form.Item>
        <Form.Item label={t('codeLabel')} help={errorOf(disable.error, 'code')}>
          <Input
            value={values.code}
            inputMode="numeric"
            autoComplete="one-time-code"
            onChange={(event) => setValues({ ...values, code: event.target.value })}
          />
        </Form.Item>
        <Button danger htmlType="submit" loading={disable.isPending}>
          {t('disable')}
        </Button>
      </Form>
    </Card>
  );
}

/**
 * /two-step: 2-step verification for the signed-in account (issue 30 §1), drawn without the shell: an account that
 * must set it up can do nothing else yet (but sign out); the others come back with the browser's back button.
 */
export function TwoStepPage() {
  const { t } = useTranslation('twoStep');
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const { enabled, required } = user.two_step;
  const blocked = required && !enabled;
  return (
    <main style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
      <Space direction="vertical" size={16} style={{ width: '100%', maxWidth: 560 }} data-testid="two-step-page">
        <Typography.Title level={3}>{t('title')}</Typography.Title>
        {blocked && <Alert type="warning" showIcon title={t('requiredNotice')} />}
        <Alert type={enabled ? 'success' : 'info'} showIcon title={enabled ? t('statusOn') : t('statusOff')} />
        {enabled ? <DisableCard required={required} /> : <SetupCard />}
        {blocked ? (
          <Button onClick={() => logout.mutate()}>{t('userMenu.logout', { ns: 'translation' })}</Button>
        ) : (
          <Button onClick={() => void navigate('/')}>{t('breadcrumb.home', { ns: 'translation' })}</Button>
        )}
      </Space>
    </main>
  );
}
