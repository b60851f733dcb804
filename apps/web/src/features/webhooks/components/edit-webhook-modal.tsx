import { required, selectRule, webhookEvents, type WebhookEvent, type WebhookItem } from '@waypost/domain';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useUpdateWebhook } from '../api/save-webhook';

interface EditValues {
  url: string;
  events: WebhookEvent[];
  description: string;
}

const formFields = ['url', 'events', 'description'] as const;

/** "Edit webhook": a new address, events or description; the merchant and the signing secret stay. */
export function EditWebhookModal({ webhook, onClose }: { webhook: WebhookItem; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<EditValues>();
  const mutation = useUpdateWebhook(webhook.id);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: EditValues) => {
    setFailure(null);
    const description = values.description.trim();
    mutation.mutate(
      { url: values.url.trim(), events: values.events, description: description === '' ? null : description },
      {
        onSuccess: () => {
          toast.success(t('webhooks.saved'));
          onClose();
        },
        onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
      },
    );
  };

  return (
    <Modal
      open
      title={t('webhooks.form.editTitle')}
      okText={t('webhooks.form.save')}
      cancelText={t('webhooks.form.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'webhook-edit-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<EditValues>
        form={form}
        name="webhook-edit"
        layout="vertical"
        initialValues={{ url: webhook.url, events: webhook.events, description: webhook.description ?? '' }}
        onFinish={submit}
      >
        <Form.Item
          name="url"
          label={t('webhooks.form.url')}
          extra={t('webhooks.form.urlHint')}
          rules={[rule(required)]}
        >
          <Input maxLength={2000} placeholder="https://" inputMode="url" data-testid="webhook-edit-url" />
        </Form.Item>
        <Form.Item name="events" label={t('webhooks.form.events')} rules={[rule(selectRule)]}>
          <Checkbox.Group
            options={webhookEvents.map((event) => ({ value: event, label: t(`webhooks.event.${event}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.form.description')}>
          <Input maxLength={200} data-testid="webhook-edit-description" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="webhook-edit-failure" />}
    </Modal>
  );
}
