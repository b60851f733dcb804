import {
  emoFeeOf,
  formatKs,
  nrcRule,
  phoneRule,
  required,
  selectRule,
  type EmoBookRequest,
  type EmoBookResponse,
} from '@waypost/domain';
import { Alert, Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '@/components/search-bar/branch-options';
import { formatKyatInput, kyatRule, readKyat } from '@/lib/amount-input';
import { useDisplayNames } from '@/lib/display-names';
import { showFormErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/i18n';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { useBookEmo, useEmoSettings } from '../api/emo-api';

interface BookValues {
  amount?: string;
  pay_branch_id?: number;
  sender_name?: string;
  sender_phone?: string;
  sender_nrc?: string;
  receiver_name?: string;
  receiver_phone?: string;
  receiver_nrc?: string;
}

const fields = [
  'amount',
  'pay_branch_id',
  'sender_name',
  'sender_phone',
  'sender_nrc',
  'receiver_name',
  'receiver_phone',
  'receiver_nrc',
] as const;

/** The counter's booking form: the sender pays amount + fee in cash; the code is shown once after it. */
export function BookEmoModal({
  onClose,
  onBooked,
}: {
  onClose: () => void;
  onBooked: (answer: EmoBookResponse, request: EmoBookRequest) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const { branchName } = useDisplayNames();
  const [form] = Form.useForm<BookValues>();
  const branches = useBranchList();
  const settings = useEmoSettings();
  const mutation = useBookEmo();
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const amount = readKyat(Form.useWatch('amount', form));
  const fee = amount !== null && settings.data ? emoFeeOf(amount, settings.data.fee_bands) : null;

  const submit = (values: BookValues) => {
    const request = { ...values, amount: readKyat(values.amount) } as EmoBookRequest;
    const idempotencyKey = submissions.start(request);
    if (idempotencyKey === null) return;
    setFailure(null);
    mutation.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (answer) => onBooked(answer, request),
        onError: (error) => showFormErrors(error, { form, fields, onFailure: setFailure }),
        onSettled: (_answer, error) => submissions.finish(error),
      },
    );
  };

  const text = (name: keyof BookValues, rules: Parameters<typeof rule>, placeholder?: string) => (
    <Form.Item name={name} label={t(`emo.field.${name}`)} rules={[rule(...rules)]}>
      <Input data-testid={`emo-${name}`} placeholder={placeholder} autoComplete="off" />
    </Form.Item>
  );

  return (
    <Modal
      open
      title={t('emo.book.title')}
      okText={t('emo.book.submit')}
      cancelText={t('emo.cancelButton')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'emo-book-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<BookValues> form={form} name="emo-book" layout="vertical" onFinish={submit}>
        <Form.Item
          name="amount"
          label={t('emo.field.amount')}
          rules={[rule(kyatRule)]}
          extra={
            fee !== null
              ? t('emo.book.fee', { fee: formatKs(fee, locale), total: formatKs((amount ?? 0) + fee, locale) })
              : undefined
          }
          normalize={(value: string) => formatKyatInput(value, locale)}
        >
          <Input inputMode="numeric" data-testid="emo-amount" autoComplete="off" />
        </Form.Item>
        <Form.Item name="pay_branch_id" label={t('emo.field.pay_branch_id')} rules={[rule(selectRule)]}>
          <Select
            showSearch
            optionFilterProp="label"
            data-testid="emo-pay-branch"
            loading={branches.isLoading}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: `${branch.code} · ${branchName(branch)}`,
            }))}
          />
        </Form.Item>
        <Typography.Text strong>{t('emo.book.sender')}</Typography.Text>
        {text('sender_name', [required])}
        {text('sender_phone', [phoneRule], '09…')}
        {text('sender_nrc', [nrcRule], t('emo.nrcPlaceholder'))}
        <Typography.Text strong>{t('emo.book.receiver')}</Typography.Text>
        {text('receiver_name', [required])}
        {text('receiver_phone', [phoneRule], '09…')}
        {text('receiver_nrc', [nrcRule], t('emo.nrcPlaceholder'))}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}
