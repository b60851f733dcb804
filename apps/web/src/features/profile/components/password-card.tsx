import { confirmPasswordRule, passwordRule, required } from '@waypost/domain';
import { Alert, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useChangePassword } from '../api/profile';

interface PasswordValues {
  current_password: string;
  password: string;
  confirm_password: string;
}

const fields = ['current_password', 'password', 'confirm_password'] as const;

/** A new password, with the current one: his other sessions end (this browser stays signed in). */
export function PasswordCard() {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<PasswordValues>();
  const change = useChangePassword();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: PasswordValues) => {
    setFailure(null);
    change.mutate(values, {
      onSuccess: () => {
        form.resetFields();
        toast.success(t('profile.passwordChanged'));
      },
      onError: (error) => {
        const named = error instanceof ApiError ? fields.filter((name) => error.errors[name]) : [];
        if (error instanceof ApiError && named.length > 0) {
          form.setFields(named.map((name) => ({ name, errors: [...(error.errors[name] ?? [])] })));
        } else {
          setFailure(error instanceof ApiError ? error.displayMessage : t('profile.passwordFailed'));
        }
      },
    });
  };

  return (
    <Card title={t('profile.password')}>
      <Form<PasswordValues> form={form} name="profile-password" layout="vertical" onFinish={submit}>
        <Form.Item name="current_password" label={t('profile.currentPassword')} rules={[rule(required)]}>
          <Input.Password autoComplete="current-password" data-testid="profile-current-password" />
        </Form.Item>
        <Form.Item name="password" label={t('profile.newPassword')} rules={[rule(passwordRule)]}>
          <Input.Password autoComplete="new-password" data-testid="profile-new-password" />
        </Form.Item>
        <Form.Item
          name="confirm_password"
          label={t('profile.confirmPassword')}
          dependencies={['password']}
          rules={[({ getFieldValue }) => rule(required, confirmPasswordRule(String(getFieldValue('password') ?? '')))]}
        >
          <Input.Password autoComplete="new-password" data-testid="profile-confirm-password" />
        </Form.Item>
        <Alert type="info" showIcon title={t('profile.passwordHint')} style={{ marginBottom: 12 }} />
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={change.isPending} data-testid="profile-password-save">
          {t('profile.changePassword')}
        </Button>
      </Form>
    </Card>
  );
}
