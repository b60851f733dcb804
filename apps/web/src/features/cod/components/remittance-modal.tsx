import { formatKs, required, type CodLabelItem, type RemittanceResponse } from '@waypost/domain';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKyatInput, kyatRule, readKyat } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { useDisplayNames } from '@/lib/display-names';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { useConfirmRemittance } from '../api/confirm-remittance';
import {
  remittanceDifferenceOf,
  remittanceRequestOf,
  remittanceSelectionOf,
  type RemittanceFormValues,
} from '../remittance-model';
import { RemittanceDifferenceNote } from './remittance-difference-note';

interface RemittanceModalProps {
  /** The selected labels when the modal opened (it is mounted only while it is open). */
  selected: readonly CodLabelItem[];
  onClose: () => void;
  /** The remittance was recorded: the selection has done its work. */
  onRecorded: () => void;
}

type Remittance = RemittanceResponse['data'];

/**
 * "Confirm remittance": the accountant found the collecting branch's transfer in the bank and types the amount the
 * bank shows — a blind count: the field starts empty, not as what the labels collected (Σ C), so the figure is the
 * bank's, never a default let through (issue 26 §5). A short or long transfer is recorded as it is, the difference
 * going to the branch's suspense account.
 */
export function RemittanceModal({ selected, onClose, onRecorded }: RemittanceModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const { branchName } = useDisplayNames();
  const [form] = Form.useForm<RemittanceFormValues>();
  const amountText = Form.useWatch('amount', form);
  const mutation = useConfirmRemittance();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<Remittance | null>(null);
  // What was confirmed stays named in the result after the list's selection is cleared.
  const [rows] = useState(selected);
  const selection = remittanceSelectionOf(rows);
  const typedAmount = readKyat(amountText);

  const submit = (values: RemittanceFormValues) => {
    const request = remittanceRequestOf(selection, values);
    if (!request) return;
    setFailure(null);
    mutation.mutate(
      { request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (remittance) => {
          keys.settle();
          setRecorded(remittance);
          onRecorded();
        },
        onError: (error) => {
          keys.settleAfter(error);
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          const fields = Object.entries(error.errors).filter(([field]) => field === 'amount' || field === 'bank_ref');
          if (fields.length > 0) {
            form.setFields(
              fields.map(([name, errors]) => ({ name: name as keyof RemittanceFormValues, errors: [...errors] })),
            );
          } else {
            setFailure(error.displayMessage);
          }
        },
      },
    );
  };

  if (recorded) {
    const codeOf = new Map(rows.map((row) => [row.label_id, row.tracking_code]));
    return (
      <Modal
        open
        title={t('cod.remittance.title')}
        onCancel={onClose}
        footer={
          <Button type="primary" onClick={onClose} data-testid="remittance-close">
            {t('cod.remittance.close')}
          </Button>
        }
      >
        <Result
          status="success"
          title={t('cod.remittance.recorded', { count: formatNumber(recorded.matched_label_ids.length, locale) })}
          data-testid="remittance-result"
          style={{ padding: 16 }}
        />
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            {
              key: 'branch',
              label: t('cod.remittance.branch'),
              children: `${recorded.branch.code} · ${branchName(recorded.branch)}`,
            },
            { key: 'amount', label: t('cod.remittance.amount'), children: formatKs(recorded.amount, locale) },
            {
              key: 'expected',
              label: t('cod.remittance.expected'),
              children: <span data-testid="remittance-expected">{formatKs(recorded.expected_amount, locale)}</span>,
            },
            {
              key: 'difference',
              label: t('cod.remittance.difference'),
              children: <span data-testid="remittance-difference">{formatKs(recorded.difference, locale)}</span>,
            },
            { key: 'bank_ref', label: t('clearanceField.bank_ref', { ns: 'domain' }), children: recorded.bank_ref },
            {
              key: 'matched',
              label: t('cod.remittance.matched'),
              children: (
                <span data-testid="remittance-matched">
                  {recorded.matched_label_ids.map((id) => codeOf.get(id) ?? `#${id}`).join(', ')}
                </span>
              ),
            },
            ...(recorded.unmatched_label_ids.length > 0
              ? [
                  {
                    key: 'unmatched',
                    label: t('cod.remittance.unmatched'),
                    children: (
                      <Typography.Text type="warning" data-testid="remittance-unmatched">
                        {recorded.unmatched_label_ids.map((id) => codeOf.get(id) ?? `#${id}`).join(', ')}
                      </Typography.Text>
                    ),
                  },
                ]
              : []),
          ]}
        />
        {recorded.difference !== 0 && (
          <RemittanceDifferenceNote
            difference={remittanceDifferenceOf(recorded.amount, recorded.expected_amount)}
            branch={recorded.branch}
          />
        )}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('cod.remittance.title')}
      okText={t('cod.remittance.confirm')}
      cancelText={t('cod.remittance.cancel')}
      okButtonProps={{ loading: mutation.isPending, disabled: !selection.branch, 'data-testid': 'remittance-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {selection.branch ? (
        <Descriptions
          column={1}
          size="small"
          style={{ marginBottom: 16 }}
          items={[
            {
              key: 'branch',
              label: t('cod.remittance.branch'),
              children: (
                <span data-testid="remittance-branch">{`${selection.branch.code} · ${branchName(selection.branch)}`}</span>
              ),
            },
            {
              key: 'count',
              label: t('cod.remittance.labels'),
              children: formatNumber(selection.labelIds.length, locale),
            },
            {
              key: 'expected',
              label: t('cod.remittance.expected'),
              children: formatKs(selection.expected, locale),
            },
          ]}
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('cod.remittance.severalBranches', {
            branches: selection.branches.map((branch) => branch.code).join(', '),
          })}
          data-testid="remittance-several-branches"
          style={{ marginBottom: 16 }}
        />
      )}
      <Form<RemittanceFormValues>
        form={form}
        name="remittance"
        layout="vertical"
        initialValues={{ amount: '', bank_ref: '' }}
        onFinish={submit}
      >
        <Form.Item name="amount" label={t('cod.remittance.amount')} rules={[rule(required), rule(kyatRule)]}>
          <Input
            inputMode="numeric"
            suffix={t('cod.ks')}
            data-testid="remittance-amount"
            onBlur={(event) => form.setFieldValue('amount', formatKyatInput(event.target.value, locale))}
          />
        </Form.Item>
        <Form.Item
          name="bank_ref"
          label={t('clearanceField.bank_ref', { ns: 'domain' })}
          rules={[rule(required)]}
          extra={t('cod.remittance.bankRefHint')}
        >
          <Input maxLength={60} data-testid="remittance-bank-ref" />
        </Form.Item>
      </Form>
      {selection.branch && typedAmount !== null && typedAmount !== selection.expected && (
        <RemittanceDifferenceNote
          difference={remittanceDifferenceOf(typedAmount, selection.expected)}
          branch={selection.branch}
        />
      )}
      {failure && <Alert type="error" showIcon title={failure} data-testid="remittance-failure" />}
    </Modal>
  );
}
