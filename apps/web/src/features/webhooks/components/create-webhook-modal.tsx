import { required, selectRule, webhookEvents, type WebhookEvent } from '@waypost/domain';
import { Alert, Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateWebhook } from '../api/save-webhook';

interface CreateValues {
  url: string;
  merchant_id?: number;
  events: WebhookEvent[];
  description: string;
}

const formFields = ['url', 'merchant_id', 'events', 'description'] as const;

/**
 * "New webhook": the merchant's https address, whose parcels, which events. `fixedMerchantId`: the merchant portal's
 * own merchant (issue 30 §2), not picked.
 */
export function CreateWebhookModal({
  fixedMerchantId,
  onClose,
  onCreated,
}: {
  fixedMerchantId?: number | undefined;
  onClose: () => void;
  onCreated: (created: { id: number; secret: string }) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<CreateValues>();
  const merchantId = Form.useWatch('merchant_id', form);
  const mutation = useCreateWebhook();
  // A double click makes one webhook, not two that send every event twice (issue 26 §5); no Idempotency-Key, as
  // the answer holds the once-shown signing secret.
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: CreateValues) => {
    const chosen = fixedMerchantId ?? values.merchant_id;
    if (chosen === undefined) return;
    setFailure(null);
    const description = values.description.trim();
    const body = {
      url: values.url.trim(),
      merchant_id: chosen,
      events: values.events,
      description: description === '' ? null : description,
    };
    if (submissions.start(body) === null) return;
    mutation.mutate(body, {
      onSuccess: (created) => onCreated(created),
      onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
      onSettled: (_created, error) => submissions.finish(error),
    });
  };

  return (
    <Modal
      open
      title={t('webhooks.form.title')}
      okText={t('webhooks.form.submit')}
      cancelText={t('webhooks.form.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'webhook-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        name="webhook-create"
        layout="vertical"
        initialValues={{ url: '', events: [...webhookEvents], description: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="url"
          label={t('webhooks.form.url')}
          extra={t('webhooks.form.urlHint')}
          rules={[rule(required)]}
        >
          <Input maxLength={2000} placeholder="https://" inputMode="url" data-testid="webhook-url-input" />
        </Form.Item>
        {fixedMerchantId === undefined && (
          <Form.Item name="merchant_id" label={t('webhooks.form.merchant')} rules={[rule(selectRule)]}>
            <MerchantPicker
              value={merchantId}
              onChange={(merchant) => form.setFieldValue('merchant_id', merchant?.id)}
              testId="webhook-merchant-select"
              width="100%"
            />
          </Form.Item>
        )}
        <Form.Item name="events" label={t('webhooks.form.events')} rules={[rule(selectRule)]}>
          <Checkbox.Group
            data-testid="webhook-events"
            options={webhookEvents.map((event) => ({ value: event, label: t(`webhooks.event.${event}`) }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t('webhooks.form.description')}>
          <Input maxLength={200} data-testid="webhook-description-input" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="webhook-failure" />}
    </Modal>
  );
}
