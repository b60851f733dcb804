import { formatKs, required, type ExpenseItem } from '@waypost/domain';
import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatCalendarDay } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';

/** Rejecting asks why: the recorder reads the reason on the list. */
export function RejectExpenseModal({
  expense,
  pending,
  onReject,
  onClose,
}: {
  expense: ExpenseItem;
  pending: boolean;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t('expenses.rejectTitle')}
      okText={t('expenses.reject')}
      cancelText={t('expenses.form.cancel')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': 'expense-reject-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('expenses.rejectSummary', {
          category: t(`expenseCategory.${expense.category}`, { ns: 'domain' }),
          amount: formatKs(expense.amount, locale),
          day: formatCalendarDay(expense.spent_on, locale),
        })}
      </Typography.Paragraph>
      <Form form={form} name="expense-reject" layout="vertical" onFinish={(values) => onReject(values.reason.trim())}>
        <Form.Item name="reason" label={t('expenses.rejectReason')} rules={[rule(required)]}>
          <Input.TextArea maxLength={500} rows={3} data-testid="expense-reject-reason-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
