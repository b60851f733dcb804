import { required } from '@waypost/domain';
import { Alert, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { formatKyatInput, kyatRule } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useRecordCreditPayment } from '../api/record-credit-payment';
import { creditPaymentRequestOf } from '../credit-payment-form';

interface PaymentValues {
  amount: string;
  bank_ref: string;
  paid_on: Dayjs | null;
}

/** "Record payment": a merchant paid shipping credit into the bank; it always posts, once per bank reference. */
export function CreditPaymentModal({
  merchant,
  onClose,
}: {
  merchant: { id: number; name: string };
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const [form] = Form.useForm<PaymentValues>();
  const mutation = useRecordCreditPayment();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: PaymentValues) => {
    const request = creditPaymentRequestOf({
      amount: values.amount,
      bank_ref: values.bank_ref,
      paid_on: values.paid_on?.format('YYYY-MM-DD'),
    });
    if (!request) return;
    setFailure(null);
    mutation.mutate(
      { merchantId: merchant.id, request, idempotencyKey: keys.keyFor({ merchant: merchant.id, ...request }) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('credit.payment.recorded', { name: merchant.name }));
          onClose();
        },
        onError: (error) => {
          keys.settleAfter(error);
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          const fields = (['amount', 'bank_ref', 'paid_on'] as const).filter((name) => error.errors[name]);
          if (fields.length > 0) {
            form.setFields(fields.map((name) => ({ name, errors: [...(error.errors[name] ?? [])] })));
          } else {
            setFailure(error.displayMessage);
          }
        },
      },
    );
  };

  return (
    <Modal
      open
      title={t('credit.payment.title', { name: merchant.name })}
      okText={t('credit.payment.confirm')}
      cancelText={t('credit.payment.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'payment-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<PaymentValues>
        form={form}
        name="credit-payment"
        layout="vertical"
        initialValues={{ amount: '', bank_ref: '', paid_on: dayjs(yangonCalendarDay(new Date())) }}
        onFinish={submit}
      >
        <Form.Item name="amount" label={t('credit.payment.amount')} rules={[rule(kyatRule)]}>
          <Input
            inputMode="numeric"
            suffix={t('credit.ks')}
            data-testid="payment-amount"
            onBlur={(event) => form.setFieldValue('amount', formatKyatInput(event.target.value, locale))}
          />
        </Form.Item>
        <Form.Item name="bank_ref" label={t('clearanceField.bank_ref', { ns: 'domain' })} rules={[rule(required)]}>
          <Input maxLength={60} data-testid="payment-bank-ref" />
        </Form.Item>
        <Form.Item name="paid_on" label={t('credit.payment.paidOn')} rules={[rule(required)]}>
          <DatePicker format="DD-MM-YYYY" allowClear={false} style={{ width: '100%' }} data-testid="payment-paid-on" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="payment-failure" />}
    </Modal>
  );
}
