import { apiKeyModes, required, selectRule, type ApiKeyMode, withoutSlashes } from '@waypost/domain';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateApiKey } from '../api/save-api-key';
import { apiKeyRequestOf } from '../api-key-model';

interface CreateValues {
  name: string;
  mode: ApiKeyMode;
  merchant_id?: number;
  last_day?: Dayjs | null;
}

/** The answer's field names → the form's (the expiry is chosen as a last day). */
const formFields = { name: 'name', mode: 'mode', merchant_id: 'merchant_id', expires_at: 'last_day' } as const;

/**
 * "New API key": a name, test or live, the merchant, and optionally the last day it works. `fixedMerchantId`: the
 * merchant portal's own merchant (issue 30 §2), not picked.
 */
export function CreateApiKeyModal({
  fixedMerchantId,
  onClose,
  onIssued,
}: {
  fixedMerchantId?: number | undefined;
  onClose: () => void;
  onIssued: (issued: { key: string; prefix: string }) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<CreateValues>();
  const merchantId = Form.useWatch('merchant_id', form);
  const mutation = useCreateApiKey();
  // A double click issues one key (issue 26 §5). No Idempotency-Key: replaying the answer would keep the once-shown
  // secret on the server for days; the second click simply sends nothing while the first is on its way.
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const today = yangonCalendarDay(new Date());

  const submit = (values: CreateValues) => {
    const chosen = fixedMerchantId ?? values.merchant_id;
    if (chosen === undefined) return;
    setFailure(null);
    const request = apiKeyRequestOf({
      name: values.name,
      mode: values.mode,
      merchantId: chosen,
      lastDay: values.last_day?.format('YYYY-MM-DD'),
    });
    if (submissions.start(request) === null) return;
    mutation.mutate(request, {
      onSuccess: (issued) => onIssued(issued),
      onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
      onSettled: (_issued, error) => submissions.finish(error),
    });
  };

  return (
    <Modal
      open
      title={t('apiKeys.form.title')}
      okText={t('apiKeys.form.submit')}
      cancelText={t('apiKeys.form.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'api-key-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CreateValues>
        form={form}
        name="api-key-create"
        layout="vertical"
        initialValues={{ name: '', mode: 'test' }}
        onFinish={submit}
      >
        <Form.Item name="name" normalize={withoutSlashes} label={t('apiKeys.form.name')} rules={[rule(required)]}>
          <Input maxLength={100} data-testid="api-key-name-input" />
        </Form.Item>
        {fixedMerchantId === undefined && (
          <Form.Item name="merchant_id" label={t('apiKeys.form.merchant')} rules={[rule(selectRule)]}>
            <MerchantPicker
              value={merchantId}
              onChange={(merchant) => form.setFieldValue('merchant_id', merchant?.id)}
              testId="api-key-merchant-select"
              width="100%"
            />
          </Form.Item>
        )}
        <Form.Item name="mode" label={t('apiKeys.form.mode')} extra={t('apiKeys.form.modeHint')}>
          <Radio.Group
            data-testid="api-key-mode"
            options={apiKeyModes.map((mode) => ({ value: mode, label: t(`apiKeys.mode.${mode}`) }))}
          />
        </Form.Item>
        <Form.Item name="last_day" label={t('apiKeys.form.lastDay')} extra={t('apiKeys.form.lastDayHint')}>
          <DatePicker
            format="DD-MM-YYYY"
            style={{ width: '100%' }}
            data-testid="api-key-last-day"
            disabledDate={(day) => day.format('YYYY-MM-DD') < today}
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="api-key-failure" />}
    </Modal>
  );
}
