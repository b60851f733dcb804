import { CheckOutlined, CloseOutlined, PaperClipOutlined } from '@/components/icons/icons';
import { formatKs, type ExpenseItem, type ExpenseStatus } from '@waypost/domain';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { formatCalendarDay } from '@/lib/calendar-day';
import { useDisplayNames } from '@/lib/display-names';
import { downloadFile } from '@/lib/download-file';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { ShortText } from '@/components/short-text/short-text';

const statusColors: Record<ExpenseStatus, string> = { pending: 'gold', approved: 'green', rejected: 'red' };

interface ExpensesTableProps {
  rows: readonly ExpenseItem[];
  loading: boolean;
  startIndex: number;
  /** The row whose decision is being sent (its buttons wait). */
  deciding: number | null;
  onApprove: (row: ExpenseItem) => void;
  onReject: (row: ExpenseItem) => void;
}

/** The records of the period: day, branch, category, amount, status, who recorded and decided, the receipt. */
export function ExpensesTable({ rows, loading, startIndex, deciding, onApprove, onReject }: ExpensesTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();

  const download = (row: ExpenseItem) => {
    if (!row.attachment) return;
    downloadFile(row.attachment.url, row.attachment.file_name).catch(() => toast.error(t('expenses.downloadFailed')));
  };

  const columns: DataTableColumn<ExpenseItem>[] = [
    {
      key: 'spent_on',
      title: t('expenses.column.spentOn'),
      render: (row) => <span data-testid="expense-spent-on">{formatCalendarDay(row.spent_on, locale)}</span>,
    },
    {
      key: 'branch',
      title: t('expenses.column.branch'),
      render: (row) => <span title={branchName(row.branch)}>{row.branch.code}</span>,
    },
    {
      key: 'category',
      title: t('expenses.column.category'),
      render: (row) => (
        <span data-testid="expense-category">{t(`expenseCategory.${row.category}`, { ns: 'domain' })}</span>
      ),
    },
    {
      key: 'amount',
      title: t('expenses.column.amount'),
      align: 'right',
      render: (row) => <span data-testid="expense-amount">{formatKs(row.amount, locale)}</span>,
    },
    {
      key: 'note',
      title: t('expenses.column.note'),
      // Spec §9: a note in a list is cut at 30 characters, the whole of it in a tooltip.
      render: (row) => <ShortText text={row.note} testId="expense-note" />,
    },
    {
      key: 'status',
      title: t('expenses.column.status'),
      render: (row) => {
        const tag = (
          <Tag color={statusColors[row.status]} data-testid="expense-status" data-status={row.status}>
            {t(`expenseStatus.${row.status}`, { ns: 'domain' })}
          </Tag>
        );
        return row.reject_reason ? (
          <Flex vertical gap={2}>
            {tag}
            <Typography.Text type="secondary" data-testid="expense-reject-reason">
              {row.reject_reason}
            </Typography.Text>
          </Flex>
        ) : (
          tag
        );
      },
    },
    {
      key: 'people',
      title: t('expenses.column.people'),
      render: (row) => (
        <Flex vertical gap={0}>
          <span>{t('expenses.recordedBy', { name: row.created_by.name })}</span>
          {row.decided_by && (
            <Typography.Text type="secondary">{t('expenses.decidedBy', { name: row.decided_by.name })}</Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('expenses.column.actions'),
      render: (row) => (
        <Flex gap={4} wrap>
          {row.attachment && (
            <Tooltip title={t('expenses.download')}>
              <Button
                size="small"
                icon={<PaperClipOutlined />}
                aria-label={t('expenses.downloadOf', { id: row.id })}
                data-testid={`expense-download-${row.id}`}
                onClick={() => download(row)}
              />
            </Tooltip>
          )}
          {row.can_decide && (
            <>
              {/* Small icon buttons with a tooltip, as the table's other actions (spec §2); named for screen readers. */}
              <Tooltip title={t('expenses.approve')}>
                <Button
                  size="small"
                  type="primary"
                  icon={<CheckOutlined />}
                  loading={deciding === row.id}
                  aria-label={t('expenses.approveOf', { id: row.id })}
                  data-testid={`expense-approve-${row.id}`}
                  onClick={() => onApprove(row)}
                />
              </Tooltip>
              <Tooltip title={t('expenses.reject')}>
                <Button
                  size="small"
                  danger
                  icon={<CloseOutlined />}
                  disabled={deciding === row.id}
                  aria-label={t('expenses.rejectOf', { id: row.id })}
                  data-testid={`expense-reject-${row.id}`}
                  onClick={() => onReject(row)}
                />
              </Tooltip>
            </>
          )}
        </Flex>
      ),
    },
  ];

  return (
    <DataTable
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      testId="expense-table"
    />
  );
}
