import { required } from '@waypost/domain';
import { Alert, Form, Input, Modal, Typography, type InputRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiClient } from '@/lib/api-client';
import { useFormRule } from '@/lib/use-form-rule';

interface ReauthPromptProps {
  open: boolean;
  /** POST /api/reauth took the password. */
  onConfirmed: () => void;
  onCancel: () => void;
}

/**
 * Asks for the signed-in user's password again (money design §5) and sends it to POST /api/reauth; a wrong one is
 * said under the field, and the prompt stays open until the password is right or the user cancels.
 */
export function ReauthPrompt({ open, onConfirmed, onCancel }: ReauthPromptProps) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<{ password: string }>();
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const passwordInput = useRef<InputRef>(null);

  const confirm = async ({ password }: { password: string }) => {
    setSending(true);
    setFailure(null);
    try {
      await apiClient.post('/api/reauth', { body: { password } });
      onConfirmed();
    } catch (error) {
      if (error instanceof ApiError && error.errors.password) {
        form.setFields([{ name: 'password', errors: [...error.errors.password] }]);
      } else if (error instanceof ApiError && error.status > 0 && error.status < 500) {
        // Too many attempts, or anything else the server says: in the prompt, which stays open.
        setFailure(error.displayMessage);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('reauth.title')}
      okText={t('reauth.confirm')}
      cancelText={t('reauth.cancel')}
      okButtonProps={{ loading: sending, 'data-testid': 'reauth-confirm' }}
      cancelButtonProps={{ 'data-testid': 'reauth-cancel' }}
      onOk={() => form.submit()}
      onCancel={() => {
        setFailure(null);
        onCancel();
      }}
      // The modal takes focus as it opens; once open, the cursor goes to the password (issue 26 §5).
      afterOpenChange={(opened) => {
        if (opened) passwordInput.current?.focus();
      }}
      destroyOnHidden
    >
      <Typography.Paragraph>{t('reauth.explain')}</Typography.Paragraph>
      <Form form={form} name="reauth" layout="vertical" onFinish={(values) => void confirm(values)} preserve={false}>
        <Form.Item
          name="password"
          label={t('reauth.password')}
          // Only that it is typed: whether it is the password is the server's to say.
          rules={[rule(required)]}
        >
          <Input.Password ref={passwordInput} autoComplete="current-password" data-testid="reauth-password" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="reauth-failure" />}
    </Modal>
  );
}
