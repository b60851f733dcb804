import { callOutcomes, callTypes, localizeDigits, type CallCaseItem, type LabelPhone } from '@waypost/domain';
import { Alert, Button, Card, Form, Input, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useRecordCall } from '../api/record-call';
import {
  asksCallAgain,
  callRequestOf,
  dayjsToWallClock,
  defaultCallAgain,
  isInFuture,
  nextAttempt,
  wallClockToDayjs,
  type CallFormValues,
} from '../call-form-model';

interface CallFormFields extends Omit<CallFormValues, 'callAgain'> {
  callAgain?: Dayjs | null;
}

const formFields = ['attempt', 'outcome', 'phone', 'remark', 'call_again_at'] as const;
const fieldOf = (name: string) => (name === 'call_again_at' ? 'callAgain' : name) as keyof CallFormFields;

interface CallFormProps {
  callCase: Pick<CallCaseItem, 'label_id' | 'call_count' | 'tracking_code'>;
  phones: readonly LabelPhone[];
}

/**
 * Logs a call (spec §3 "Call log"): which attempt, how it went, the phone called (one of the label's), a remark and —
 * after No Answer or Busy — when to call again, picked and shown in Yangon time.
 */
export function CallForm({ callCase, phones }: CallFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [form] = Form.useForm<CallFormFields>();
  const outcome = Form.useWatch('outcome', form);
  const record = useRecordCall(callCase.label_id);
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (fields: CallFormFields) => {
    const request = callRequestOf({
      ...fields,
      callAgain: fields.callAgain ? dayjsToWallClock(fields.callAgain) : null,
    });
    const idempotencyKey = submissions.start(request);
    if (idempotencyKey === null) return;
    setFailure(null);
    record.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (updated) => {
          toast.success(t('callLogs.form.saved', { code: callCase.tracking_code }));
          form.resetFields();
          form.setFieldsValue({ attempt: nextAttempt(updated.call_count) });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return setFailure(error.message);
          const fields = Object.entries(error.errors).filter(([name]) =>
            (formFields as readonly string[]).includes(name),
          );
          if (fields.length === 0) return setFailure(error.displayMessage);
          form.setFields(fields.map(([name, errors]) => ({ name: fieldOf(name), errors: [...errors] })));
        },
        onSettled: (_updated, error) => submissions.finish(error),
      },
    );
  };

  return (
    <Card size="small" title={t('callLogs.form.title')} data-testid="call-form">
      <Form<CallFormFields>
        form={form}
        name="call"
        layout="vertical"
        requiredMark
        initialValues={{ attempt: nextAttempt(callCase.call_count), phone: phones[0]?.phone }}
        onValuesChange={(changed: Partial<CallFormFields>) => {
          if (changed.outcome && asksCallAgain(changed.outcome) && !form.getFieldValue('callAgain')) {
            form.setFieldsValue({ callAgain: wallClockToDayjs(defaultCallAgain(new Date())) });
          }
        }}
        onFinish={submit}
      >
        <Form.Item
          name="attempt"
          label={t('callLogs.form.attempt')}
          rules={[{ required: true, message: t('callLogs.form.choose') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            data-testid="call-attempt"
            options={callTypes.map((value) => ({ value, label: t(`callType.${value}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t('callLogs.form.phone')}
          rules={[{ required: true, message: t('callLogs.form.choose') }]}
        >
          <Radio.Group
            data-testid="call-phone"
            options={phones.map((phone) => ({
              value: phone.phone,
              label: `${t(`callLogs.phoneKind.${phone.kind}`)} · ${localizeDigits(phone.phone, locale)}`,
            }))}
          />
        </Form.Item>
        <Form.Item
          name="outcome"
          label={t('callLogs.form.outcome')}
          rules={[{ required: true, message: t('callLogs.form.choose') }]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            data-testid="call-outcome-choice"
            options={callOutcomes.map((value) => ({ value, label: t(`callOutcome.${value}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        {asksCallAgain(outcome) && (
          <Form.Item
            name="callAgain"
            label={t('callLogs.form.callAgainAt')}
            extra={t('callLogs.form.callAgainHint')}
            rules={[
              {
                validator: async (_rule, value: Dayjs | null | undefined) => {
                  if (value && !isInFuture(dayjsToWallClock(value), new Date())) {
                    throw new Error(t('callLogs.form.callAgainPast'));
                  }
                },
              },
            ]}
          >
            <DatePicker
              showTime={{ format: 'HH:mm', minuteStep: 5 }}
              format="DD-MM-YYYY HH:mm"
              data-testid="call-again-at"
            />
          </Form.Item>
        )}
        <Form.Item name="remark" label={t('callLogs.form.remark')}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="call-remark" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={record.isPending} data-testid="call-save">
          {t('callLogs.form.save')}
        </Button>
      </Form>
    </Card>
  );
}
