import { codFeeTitle, localizeDigits, type ClearanceDetailResponse, type Locale } from '@waypost/domain';
import { Button, Card, Descriptions, Flex, Result, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PostingsTable } from '@/components/ledger-postings/postings-table';
import { ApiError } from '@/lib/api-client';
import { formatCalendarDay } from '@/lib/calendar-day';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useClearance } from '../api/get-clearance';
import { ClearanceBatchActions } from '../components/clearance-batch-actions';
import { ClearanceFiguresList } from '../components/clearance-figures-list';
import { ClearanceLinesTable } from '../components/clearance-lines-table';
import { ClearanceStatusTag } from '../components/clearance-status-tag';

type Batch = ClearanceDetailResponse['data'];

/** Who did it and when, or a dash. */
function byAt(person: { name: string } | null, at: string | null, locale: Locale): string {
  return person && at ? `${person.name} · ${formatDateTime(at, locale)}` : '—';
}

/** /cod-clearance-detail/{id}: a batch's figures, who moved it, its actions, its labels and its postings. */
export function ClearanceDetailPage() {
  const { t } = useTranslation();
  const { transactionId } = useParams();
  const id = Number(transactionId);
  const query = useClearance(id);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t('clearance.notFound')} data-testid="clearance-not-found" />;
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  if (!query.data) return <Skeleton active />;
  return <BatchDetail batch={query.data} />;
}

function BatchDetail({ batch }: { batch: Batch }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const field = (name: 'merchant' | 'issue_date' | 'issue_by' | 'transfer_date' | 'bank_ref') =>
    t(`clearanceField.${name}`, { ns: 'domain' });
  const facts = [
    {
      key: 'merchant',
      label: field('merchant'),
      children: <span data-testid="clearance-merchant">{batch.merchant.name}</span>,
    },
    { key: 'issue_date', label: field('issue_date'), children: formatCalendarDay(batch.issue_date, locale) },
    {
      key: 'issue_by',
      label: field('issue_by'),
      children: <span data-testid="clearance-issued">{byAt(batch.issue_by, batch.issued_at, locale)}</span>,
    },
    {
      key: 'approval',
      label: t('clearance.approvedBy'),
      children: (
        <span data-testid="clearance-approved">
          {batch.needs_approval ? byAt(batch.approved_by, batch.approved_at, locale) : t('clearance.noApprovalNeeded')}
        </span>
      ),
    },
    {
      key: 'completed',
      label: t('clearance.completedBy'),
      children: <span data-testid="clearance-completed">{byAt(batch.completed_by, batch.completed_at, locale)}</span>,
    },
    {
      key: 'transfer_date',
      label: field('transfer_date'),
      children: batch.transfer_date ? formatCalendarDay(batch.transfer_date, locale) : '—',
    },
    {
      key: 'bank_ref',
      label: field('bank_ref'),
      children: <span data-testid="clearance-bank-ref">{batch.bank_ref ?? '—'}</span>,
    },
    ...(batch.voided_at
      ? [
          {
            key: 'voided',
            label: t('clearance.voidedBy'),
            children: <span data-testid="clearance-voided">{byAt(batch.voided_by, batch.voided_at, locale)}</span>,
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="clearance-detail" data-status={batch.status}>
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('clearance.title', { id: localizeDigits(batch.id, locale) })}
        </Typography.Title>
        <ClearanceStatusTag status={batch.status} />
      </Flex>
      <ClearanceBatchActions batch={batch} />
      <Card size="small" title={t('clearance.facts')}>
        <Descriptions column={{ xs: 1, lg: 2 }} size="small" items={facts} />
      </Card>
      <Card size="small" title={t('clearance.figures')}>
        <ClearanceFiguresList
          figures={batch}
          feeTitle={codFeeTitle(
            locale,
            batch.lines.map((line) => line.cod_fee_version),
          )}
        />
      </Card>
      <Card size="small" title={t('clearance.lines', { count: localizeDigits(batch.lines.length, locale) })}>
        <ClearanceLinesTable lines={batch.lines} />
      </Card>
      <Card size="small" title={t('clearance.postings')}>
        <PostingsTable postings={batch.postings} />
      </Card>
    </Flex>
  );
}
