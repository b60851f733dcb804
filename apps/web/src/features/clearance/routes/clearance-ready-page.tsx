import { FileDoneOutlined } from '@/components/icons/icons';
import { codFeeTitle, hasPermission, localizeDigits, type CodLabelItem } from '@waypost/domain';
import { Alert, Button, Card, Empty, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useRowSelection } from '@/components/data-table/use-row-selection';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useClearanceReady } from '../api/get-clearance-ready';
import { useIssueClearance } from '../api/issue-clearance';
import { merchantIdFrom } from '../clearance-list-url';
import { labelIdsToIssue, selectionFigures, selectionLineTotals } from '../clearance-selection';
import { ClearanceFiguresList } from '../components/clearance-figures-list';
import { ReadyLabelsTable, readyRowKey } from '../components/ready-labels-table';

/** /cod-clearance/ready/detail?merchant_id=: a new batch — a merchant's claimable labels and what they would pay. */
export function ClearanceReadyPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const merchantId = merchantIdFrom(params);
  return (
    <Flex vertical gap={12} data-testid="clearance-ready">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.cod-clearance-ready')}
      </Typography.Title>
      <MerchantPicker
        value={merchantId}
        allowClear={false}
        placeholder={t('clearance.ready.chooseMerchant')}
        onChange={(merchant) => setParams(merchant ? { merchant_id: String(merchant.id) } : {})}
        testId="ready-merchant"
      />
      {merchantId === undefined ? (
        <Empty description={t('clearance.ready.chooseMerchant')} />
      ) : (
        // A fresh selection per merchant.
        <ReadyBatch key={merchantId} merchantId={merchantId} />
      )}
    </Flex>
  );
}

function ReadyBatch({ merchantId }: { merchantId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const canIssue = hasPermission(user, 'cod.clear');
  const ready = useClearanceReady(merchantId);
  const labels: readonly CodLabelItem[] = ready.data?.labels ?? [];
  // Every claimable label starts selected (as a selection restored after a reload would): untick what to leave out.
  const selection = useRowSelection({ rows: labels, rowKey: readyRowKey, history: labels.map(readyRowKey) });
  const selectedIds = new Set(
    labels.filter((row) => selection.isSelected(readyRowKey(row))).map((row) => row.label_id),
  );
  const issue = useIssueClearance();
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);

  if (ready.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={ready.error instanceof ApiError ? ready.error.displayMessage : ready.error.message}
      />
    );
  }
  const data = ready.data;
  const figures = data ? selectionFigures(data, selectedIds) : null;
  const feeTitle = codFeeTitle(
    locale,
    labels.map((row) => row.cod_fee_version),
  );

  const submit = () => {
    if (!data) return;
    const request = { merchant_id: merchantId, label_ids: labelIdsToIssue(data, selectedIds) };
    if (request.label_ids.length === 0) return;
    setFailure(null);
    issue.mutate(
      { request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (batch) => {
          keys.settle();
          toast.success(t('clearance.ready.issued', { id: localizeDigits(batch.id, locale) }));
          void navigate(routeUrl('cod-clearance-detail', { transactionId: String(batch.id) }) ?? '/');
        },
        onError: (error) => {
          keys.settleAfter(error);
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          setFailure(error.displayMessage);
          // Labels taken by another batch meanwhile: show what is left to claim.
          if (error.status === 409) void ready.refetch();
        },
      },
    );
  };

  return (
    <Flex vertical gap={12}>
      {figures && (
        <Card
          size="small"
          title={t('clearance.ready.preview', { count: formatNumber(selectedIds.size, locale) })}
          extra={
            canIssue && (
              <Button
                type="primary"
                icon={<FileDoneOutlined />}
                disabled={selectedIds.size === 0}
                loading={issue.isPending}
                onClick={submit}
                data-testid="clearance-issue"
              >
                {t('clearance.ready.issue')}
              </Button>
            )
          }
        >
          <Typography.Paragraph type="secondary">{t('clearance.ready.previewNote')}</Typography.Paragraph>
          <ClearanceFiguresList figures={figures} feeTitle={feeTitle} testId="ready-figures" />
        </Card>
      )}
      {failure && <Alert type="error" showIcon title={failure} data-testid="clearance-issue-failure" />}
      {data && data.claimable_count > data.labels.length && (
        // The oldest labels first: a batch of them, then the next batch takes the rest.
        <Alert
          type="info"
          showIcon
          data-testid="ready-limited"
          title={t('clearance.ready.limited', {
            shown: formatNumber(data.labels.length, locale),
            total: formatNumber(data.claimable_count, locale),
          })}
        />
      )}
      {data && data.labels.length === 0 ? (
        <Empty description={t('clearance.ready.nothing')} data-testid="ready-nothing" />
      ) : (
        <ReadyLabelsTable
          labels={labels}
          loading={ready.isPending}
          selection={canIssue ? selection : undefined}
          totals={selectionLineTotals(data ?? { labels: [] }, selectedIds)}
        />
      )}
    </Flex>
  );
}
