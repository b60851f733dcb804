import { UploadOutlined } from '@/components/icons/icons';
import { expenseAttachmentLimits, expenseCategories, required, type ExpenseCategory } from '@waypost/domain';
import { Alert, Button, Form, Input, Modal, Select, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '@/components/date-picker/date-picker';
import { FormDraftNotice, useConfirmLeave } from '@/components/form-draft/form-draft-notice';
import { useBranchList } from '@/components/search-bar/branch-options';
import { formatKyatInput, kyatRule } from '@/lib/amount-input';
import { useCurrentUser } from '@/lib/auth';
import { useFormDraft } from '@/lib/form-draft';
import { yangonCalendarDay } from '@/lib/calendar-day';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { showFormErrors } from '@/lib/form-errors';
import { useFormRule } from '@/lib/use-form-rule';
import { useRecordExpense } from '../api/save-expense';
import { attachmentProblemOf, expenseBranchChoiceOf, expenseFormDataOf } from '../expense-model';

interface RecordValues {
  category?: ExpenseCategory;
  amount: string;
  spent_on: Dayjs | null;
  note: string;
  branch_id?: number;
}

const formFields = ['category', 'amount', 'spent_on', 'note', 'branch_id'] as const;

/** "Record expense": category, amount, day (not after today in Yangon), note, branch when there is a choice, receipt. */
export function RecordExpenseModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [form] = Form.useForm<RecordValues>();
  const mutation = useRecordExpense();
  const submissions = useIdempotentSubmissions();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const today = yangonCalendarDay(new Date());
  const choice = expenseBranchChoiceOf(user);
  const branches = useBranchList();
  const initialValues = {
    amount: '',
    note: '',
    spent_on: dayjs(today),
    branch_id: choice ? user.branch?.id : undefined,
  };
  // What was typed survives a reload, a lost session and closing the dialog (issue 26 §5); the receipt file cannot
  // be kept, and the day is stored as text.
  const draft = useFormDraft({
    form,
    name: 'expense',
    userId: user.id,
    baseline: initialValues,
    fromStored: ({ spent_on: day, ...rest }) => (typeof day === 'string' ? { ...rest, spent_on: dayjs(day) } : rest),
  });
  useConfirmLeave(draft);
  const branchOptions = (branches.data ?? [])
    .filter((branch) => choice === 'any' || (choice ?? []).some((own) => own.id === branch.id))
    .map((branch) => ({ value: branch.id, label: `${branch.code} · ${branchName(branch)}` }));

  const submit = (values: RecordValues) => {
    if (!values.category || !values.spent_on) return;
    const fields = {
      category: values.category,
      amount: values.amount,
      spent_on: values.spent_on.format('YYYY-MM-DD'),
      note: values.note,
      branch_id: values.branch_id,
    };
    // The receipt by what tells files apart (a FormData reads as "{}"): another file is another submission.
    const receipt = file && { name: file.name, size: file.size, modified: file.lastModified };
    const idempotencyKey = submissions.start({ ...fields, receipt });
    if (idempotencyKey === null) return;
    setFailure(null);
    const formData = expenseFormDataOf({ ...fields, attachment: file ?? undefined });
    mutation.mutate(
      { form: formData, idempotencyKey },
      {
        onSuccess: () => {
          draft.discard();
          toast.success(t('expenses.recorded'));
          onClose();
        },
        onError: (error) =>
          showFormErrors(error, {
            form,
            fields: formFields,
            onFailure: setFailure,
            others: { attachment: (messages) => setFileError(messages.join(' ')) },
          }),
        onSettled: (_saved, error) => submissions.finish(error),
      },
    );
  };

  const fileList: UploadFile[] = file ? [{ uid: 'receipt', name: file.name, status: 'done' }] : [];

  return (
    <Modal
      open
      title={t('expenses.form.title')}
      okText={t('expenses.form.submit')}
      cancelText={t('expenses.form.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'expense-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<RecordValues>
        form={form}
        name="expense-record"
        layout="vertical"
        initialValues={initialValues}
        onValuesChange={draft.save}
        onFinish={submit}
      >
        <FormDraftNotice draft={draft} onDiscard={() => form.resetFields()} />
        <Form.Item name="category" label={t('expenses.form.category')} rules={[rule(required)]}>
          <Select
            data-testid="expense-category-select"
            options={expenseCategories.map((category) => ({
              value: category,
              label: t(`expenseCategory.${category}`, { ns: 'domain' }),
            }))}
          />
        </Form.Item>
        <Form.Item name="amount" label={t('expenses.form.amount')} rules={[rule(kyatRule)]}>
          <Input
            inputMode="numeric"
            suffix={t('expenses.ks')}
            data-testid="expense-amount-input"
            onBlur={(event) => form.setFieldValue('amount', formatKyatInput(event.target.value, locale))}
          />
        </Form.Item>
        <Form.Item name="spent_on" label={t('expenses.form.spentOn')} rules={[rule(required)]}>
          <DatePicker
            format="DD-MM-YYYY"
            allowClear={false}
            style={{ width: '100%' }}
            data-testid="expense-spent-on-input"
            // Money is recorded once spent: no day after today in Yangon.
            disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          />
        </Form.Item>
        {choice && (
          <Form.Item name="branch_id" label={t('expenses.form.branch')} rules={[rule(required)]}>
            <Select data-testid="expense-branch-select" options={branchOptions} loading={branches.isLoading} />
          </Form.Item>
        )}
        <Form.Item name="note" label={t('expenses.form.note')}>
          <Input.TextArea maxLength={500} rows={2} data-testid="expense-note-input" />
        </Form.Item>
        <Form.Item
          label={t('expenses.form.attachment')}
          extra={t('expenses.form.attachmentHint')}
          validateStatus={fileError ? 'error' : undefined}
          help={fileError ?? undefined}
        >
          {/* The input inside is what e2e fills: [data-testid=expense-attachment] input[type=file]. */}
          <div data-testid="expense-attachment">
            <Upload
              accept={expenseAttachmentLimits.types.join(',')}
              maxCount={1}
              fileList={fileList}
              beforeUpload={(chosen) => {
                const problem = attachmentProblemOf(chosen);
                setFileError(problem ? t(`expenses.form.attachment_${problem}`) : null);
                if (!problem) setFile(chosen);
                // Sent with the form, never on its own.
                return problem ? Upload.LIST_IGNORE : false;
              }}
              onRemove={() => {
                setFile(null);
                setFileError(null);
              }}
            >
              <Button icon={<UploadOutlined />} data-testid="expense-attachment-choose">
                {t('expenses.form.attachmentChoose')}
              </Button>
            </Upload>
          </div>
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="expense-failure" />}
    </Modal>
  );
}
