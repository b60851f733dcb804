import { betweenLengthRule, resendReasonLength } from '@waypost/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { toast } from '@/lib/toast';
import { useResendNotification } from '../api/notifications-api';

interface ResendValues {
  reason?: string;
}

/** "Send again" asks why (3–500 characters, kept by the audit), then queues a new message with the same text. */
export function ResendModal({ id, onClose, onSent }: { id: number; onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('notifications');
  const resend = useResendNotification();
  // One message per "Send again": a double click or a retry after a lost answer reuses the key.
  const keys = useIdempotencyKeys();
  const [form] = Form.useForm<ResendValues>();
  const rule = useFormRule();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: ResendValues) => {
    setFailure(null);
    const reason = values.reason?.trim() ?? '';
    resend.mutate(
      { id, reason, idempotencyKey: keys.keyFor({ id, reason }) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('resend.done'));
          onSent();
        },
        onError: (error) => {
          keys.settleAfter(error);
          showFormErrors(error, { form, fields: ['reason'], onFailure: setFailure });
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('resend.title')}
      okText={t('resend.submit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={resend.isPending}
      okButtonProps={{ 'data-testid': 'notification-resend-submit' }}
      destroyOnHidden
    >
      <Form<ResendValues> form={form} name="notification-resend" layout="vertical" onFinish={submit}>
        <Form.Item
          name="reason"
          label={t('resend.reason')}
          rules={[
            { required: true, whitespace: true, message: t('resend.reasonRequired') },
            // Spec §5 between_length(min, max), the server's own bounds.
            rule(betweenLengthRule(resendReasonLength.min, resendReasonLength.max)),
          ]}
          extra={t('resend.reasonHint')}
        >
          <Input.TextArea
            rows={3}
            maxLength={resendReasonLength.max}
            autoFocus
            data-testid="notification-resend-reason"
          />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
