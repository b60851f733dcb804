import { PlusOutlined } from '@/components/icons/icons';
import { expenseCategories, expenseStatuses, formatKs, hasPermission, type ExpenseItem } from '@waypost/domain';
import { Alert, App, Button, Flex, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RangePicker } from '@/components/date-picker/date-picker';
import { Paginator } from '@/components/paginator/paginator';
import { useBranchList } from '@/components/search-bar/branch-options';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useExpenses } from '../api/get-expenses';
import { useDecideExpense, type ExpenseDecisionVariables } from '../api/save-expense';
import { ExpenseTotalsCard } from '../components/expense-totals';
import { ExpensesTable } from '../components/expenses-table';
import { RecordExpenseModal } from '../components/record-expense-modal';
import { RejectExpenseModal } from '../components/reject-expense-modal';
import { expensePageQueryFrom } from '../expense-model';

/** /expense-record: a period's spending with its totals; record an expense; approvers approve or reject. */
export function ExpenseRecordPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { query, periodValid } = expensePageQueryFrom(params, now);
  const list = useExpenses(query, periodValid);
  const branches = useBranchList();
  const decision = useDecideExpense();
  const [recording, setRecording] = useState(false);
  const [rejecting, setRejecting] = useState<ExpenseItem | null>(null);
  const data = list.data;

  // Any filter change starts again at page 1.
  const setParam = (next: Record<string, string | undefined>) =>
    setParams((previous) => {
      const copy = new URLSearchParams(previous);
      for (const [name, value] of Object.entries({ ...next, page: next.page })) {
        if (value) copy.set(name, value);
        else copy.delete(name);
      }
      return copy;
    });

  const decide = (variables: ExpenseDecisionVariables) =>
    decision.mutate(variables, {
      onSuccess: (expense) => {
        toast.success(t(expense.status === 'approved' ? 'expenses.approved' : 'expenses.rejected'));
        setRejecting(null);
      },
      onError: (error) => toast.error(error instanceof ApiError ? error.displayMessage : error.message),
    });

  const optionalSelect = (name: 'status' | 'category', options: { value: string; label: string }[]) => (
    <Select
      allowClear
      style={{ minWidth: 160 }}
      placeholder={t(`expenses.filter.${name}`)}
      aria-label={t(`expenses.filter.${name}`)}
      data-testid={`expense-filter-${name}`}
      value={query[name]}
      onChange={(value?: string) => setParam({ [name]: value })}
      options={options}
    />
  );

  return (
    <Flex vertical gap={12} data-testid="expense-record-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.expense-record')}
        </Typography.Title>
        {hasPermission(user, 'expense.record') && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setRecording(true)} data-testid="expense-new">
            {t('expenses.recordAction')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <RangePicker
          format="DD-MM-YYYY"
          allowClear={false}
          aria-label={t('expenses.filter.period')}
          data-testid="expense-period"
          value={[dayjs(query.from), dayjs(query.to)]}
          onChange={(range) =>
            setParam({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
        {user.all_branches && (
          <Select
            allowClear
            style={{ minWidth: 200 }}
            placeholder={t('expenses.filter.allBranches')}
            aria-label={t('expenses.filter.branch')}
            data-testid="expense-filter-branch"
            value={query.branch_id}
            loading={branches.isLoading}
            onChange={(value?: number) => setParam({ branch_id: value === undefined ? undefined : String(value) })}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: `${branch.code} · ${branchName(branch)}`,
            }))}
          />
        )}
        {optionalSelect(
          'status',
          expenseStatuses.map((value) => ({ value, label: t(`expenseStatus.${value}`, { ns: 'domain' }) })),
        )}
        {optionalSelect(
          'category',
          expenseCategories.map((value) => ({ value, label: t(`expenseCategory.${value}`, { ns: 'domain' }) })),
        )}
      </Flex>
      {!periodValid && <Alert type="warning" showIcon title={t('expenses.invalidPeriod')} />}
      {list.isError && (
        <Alert
          type="error"
          showIcon
          title={list.error instanceof ApiError ? list.error.displayMessage : list.error.message}
        />
      )}
      {data && <ExpenseTotalsCard totals={data.totals} />}
      <ExpensesTable
        rows={data?.data ?? []}
        loading={list.isFetching && !list.isSuccess}
        startIndex={(query.page - 1) * query.per_page + 1}
        deciding={decision.isPending ? (decision.variables?.id ?? null) : null}
        onApprove={(row) =>
          // Approving spends the branch's money: asked once more, with the amount (issue 26 §5).
          void modal.confirm({
            title: t('expenses.approveConfirm', { id: row.id, amount: formatKs(row.amount, locale) }),
            okText: t('expenses.approve'),
            cancelText: t('labelDetail.confirmCancel'),
            onOk: () => decide({ id: row.id, action: 'approve' }),
          })
        }
        onReject={(row) => setRejecting(row)}
      />
      {data && (
        <Paginator
          current={data.current_page}
          last={data.meta.last_page}
          total={data.meta.total}
          onChange={(page) => setParam({ page: String(page) })}
        />
      )}
      {recording && <RecordExpenseModal onClose={() => setRecording(false)} />}
      {rejecting && (
        <RejectExpenseModal
          expense={rejecting}
          pending={decision.isPending}
          onReject={(reason) => decide({ id: rejecting.id, action: 'reject', reason })}
          onClose={() => setRejecting(null)}
        />
      )}
    </Flex>
  );
}
