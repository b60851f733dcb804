import { formatKs, localizeDigits, required, type ClearanceBatch } from '@waypost/domain';
import { Alert, Descriptions, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { DatePicker } from '@/components/date-picker/date-picker';
import { ApiError } from '@/lib/api-client';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useCompleteClearance } from '../api/complete-clearance';
import { completeRequestOf } from '../clearance-actions';

type WithReauth = <T>(request: () => Promise<T>) => Promise<T>;

interface PayoutValues {
  transfer_date: Dayjs | null;
  bank_ref: string;
}

/**
 * "Pay out": the finance-manager transferred the payout and records the transfer's date and bank reference (the
 * password is asked again first). A bank reference already recorded is refused under its field.
 */
export function CompleteClearanceModal({
  batch,
  withReauth,
  onClose,
}: {
  batch: ClearanceBatch;
  withReauth: WithReauth;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const [form] = Form.useForm<PayoutValues>();
  const mutation = useCompleteClearance(withReauth);
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: PayoutValues) => {
    const request = completeRequestOf({
      transfer_date: values.transfer_date?.format('YYYY-MM-DD'),
      bank_ref: values.bank_ref,
    });
    if (!request) return;
    setFailure(null);
    mutation.mutate(
      { id: batch.id, request, idempotencyKey: keys.keyFor({ id: batch.id, ...request }) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('clearance.complete.done', { id: localizeDigits(batch.id, locale) }));
          onClose();
        },
        onError: (error) => {
          keys.settleAfter(error);
          if (isReauthCancelled(error) || !(error instanceof ApiError)) return;
          if (error.status === 0 || error.status >= 500) return;
          const bankRef = error.errors.bank_ref;
          if (bankRef) form.setFields([{ name: 'bank_ref', errors: [...bankRef] }]);
          else setFailure(error.displayMessage);
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('clearance.complete.title', { id: localizeDigits(batch.id, locale) })}
      okText={t('clearance.complete.confirm')}
      cancelText={t('clearance.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'complete-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        column={1}
        size="small"
        style={{ marginBottom: 16 }}
        items={[
          { key: 'merchant', label: t('clearanceField.merchant', { ns: 'domain' }), children: batch.merchant.name },
          {
            key: 'amount',
            label: t('clearanceField.amount', { ns: 'domain' }),
            children: <strong data-testid="complete-amount">{formatKs(batch.amount, locale)}</strong>,
          },
        ]}
      />
      <Form<PayoutValues>
        form={form}
        name="clearance-complete"
        layout="vertical"
        initialValues={{ transfer_date: dayjs(yangonCalendarDay(new Date())), bank_ref: '' }}
        onFinish={submit}
      >
        <Form.Item
          name="transfer_date"
          label={t('clearanceField.transfer_date', { ns: 'domain' })}
          rules={[rule(required)]}
        >
          <DatePicker format="DD-MM-YYYY" allowClear={false} style={{ width: '100%' }} data-testid="complete-date" />
        </Form.Item>
        <Form.Item name="bank_ref" label={t('clearanceField.bank_ref', { ns: 'domain' })} rules={[rule(required)]}>
          <Input maxLength={60} data-testid="complete-bank-ref" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="complete-failure" />}
    </Modal>
  );
}
