import { confirmPasswordRule, passwordRule, required } from '@waypost/domain';
import { Alert, Button, Card, Form, Input, Result, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { useAcceptInvite, useInvite } from '../api/merchant-users';

interface PasswordValues {
  password: string;
  confirm_password: string;
}

/**
 * /invite/{token} (no sign-in): a merchant's new member sets his password through the link the branch sent him
 * (issue 30 §1), then signs in like staff. A used or run-out link says so.
 */
export function InvitePage() {
  const { t } = useTranslation('merchantUsers');
  const locale = useLocale();
  const rule = useFormRule();
  const token = useParams().token ?? '';
  const invite = useInvite(token);
  const accept = useAcceptInvite(token);
  const [form] = Form.useForm<PasswordValues>();

  const gone =
    (invite.error instanceof ApiError && invite.error.status === 410) ||
    (accept.error instanceof ApiError && accept.error.status === 410);
  let body;
  if (gone) {
    body = <Result status="warning" title={t('invite.gone')} data-testid="invite-gone" />;
  } else if (accept.data) {
    body = (
      <Result
        status="success"
        title={t('invite.done', { userName: accept.data.user_name })}
        extra={
          <Link to="/login">
            <Button type="primary" data-testid="invite-to-login">
              {t('invite.toLogin')}
            </Button>
          </Link>
        }
      />
    );
  } else if (!invite.data) {
    body = invite.isError ? <Alert type="error" showIcon title={String(invite.error.message)} /> : <Spin />;
  } else {
    const details = invite.data;
    body = (
      <>
        <Typography.Paragraph data-testid="invite-greeting">
          {t('invite.greeting', {
            name: details.name,
            role: t(`role.${details.role}`, { ns: 'domain' }),
            merchant: details.merchant_name,
            userName: details.user_name,
          })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">
          {t('invite.expires', { date: formatDate(details.expires_at, locale) })}
        </Typography.Paragraph>
        {accept.error && !gone && (
          <Alert
            type="error"
            showIcon
            title={accept.error instanceof ApiError ? accept.error.displayMessage : accept.error.message}
          />
        )}
        <Form<PasswordValues> form={form} layout="vertical" onFinish={(values) => accept.mutate(values)}>
          <Form.Item name="password" label={t('invite.password')} rules={[rule(passwordRule)]}>
            <Input.Password autoComplete="new-password" data-testid="invite-password" />
          </Form.Item>
          <Form.Item
            name="confirm_password"
            label={t('invite.confirmPassword')}
            dependencies={['password']}
            rules={[
              ({ getFieldValue }) => rule(required, confirmPasswordRule(String(getFieldValue('password') ?? ''))),
            ]}
          >
            <Input.Password autoComplete="new-password" data-testid="invite-confirm-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={accept.isPending} data-testid="invite-submit">
            {t('invite.submit')}
          </Button>
        </Form>
      </>
    );
  }
  return (
    <main style={{ display: 'flex', justifyContent: 'center', padding: 16 }}>
      <Card title={t('invite.title')} style={{ width: '100%', maxWidth: 480 }} data-testid="invite-page">
        {body}
      </Card>
    </main>
  );
}
