import { formatKs, type CourierHandoverResponse } from '@waypost/domain';
import { Alert, Button, Card, Descriptions, Flex, Input, Result, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatKyatInput } from '@/lib/amount-input';
import { ApiError } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { outcomeUnknown, useIdempotencyKeys } from '@/lib/idempotency-key';
import { useCourierCash } from '../api/get-courier-cash';
import { useHandOverCash } from '../api/hand-over-cash';
import { handoverDifferenceOf, handoverRequestOf, readCountedKyat, type HandoverDifference } from '../handover-model';

function DifferenceNote({ difference }: { difference: HandoverDifference }) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (difference.kind === 'exact') {
    return (
      <Alert
        type="success"
        showIcon
        title={t('deliveries.cash.exact')}
        data-testid="handover-difference"
        data-kind="exact"
      />
    );
  }
  return (
    <Alert
      type="warning"
      showIcon
      title={t(`deliveries.cash.${difference.kind}`, { amount: formatKs(difference.amount, locale) })}
      data-testid="handover-difference"
      data-kind={difference.kind}
    />
  );
}

/** One courier's cash at the counter: his labels, what he should hold, the count, and the handover. */
export function HandoverPanel({ courierId, onDone }: { courierId: number; onDone: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = useCourierCash(courierId);
  const mutation = useHandOverCash();
  const keys = useIdempotencyKeys();
  const [counted, setCounted] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [result, setResult] = useState<CourierHandoverResponse | null>(null);

  if (result) {
    return (
      <Card size="small" data-testid="handover-result">
        <Result status="success" title={t('deliveries.cash.recorded')} style={{ padding: 16 }} />
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'courier', label: t('deliveries.field.courier'), children: result.courier.name },
            {
              key: 'labels',
              label: t('deliveries.cash.labelCount'),
              children: formatNumber(result.label_count, locale),
            },
            {
              key: 'expected',
              label: t('deliveries.cash.expected'),
              children: formatKs(result.expected_amount, locale),
            },
            { key: 'counted', label: t('deliveries.cash.counted'), children: formatKs(result.counted_amount, locale) },
            {
              key: 'difference',
              label: t('deliveries.cash.difference'),
              children: <span data-testid="handover-result-difference">{formatKs(result.difference, locale)}</span>,
            },
            { key: 'by', label: t('deliveries.cash.receivedBy'), children: result.received_by.name },
            { key: 'at', label: t('deliveries.field.createdAt'), children: formatDateTime(result.created_at, locale) },
          ]}
        />
        {result.difference !== 0 && (
          <div style={{ marginTop: 12 }}>
            <DifferenceNote difference={handoverDifferenceOf(result.counted_amount, result.expected_amount)} />
          </div>
        )}
        <Button type="primary" onClick={onDone} style={{ marginTop: 12 }} data-testid="handover-done">
          {t('deliveries.cash.done')}
        </Button>
      </Card>
    );
  }

  if (query.isError) return <Alert type="error" showIcon title={t('errors.pageFailed')} />;
  const cash = query.data;
  if (!cash) return <Skeleton active />;
  const countedAmount = readCountedKyat(counted);
  const request = handoverRequestOf(cash, counted);

  const confirm = () => {
    if (!request) return;
    setFailure(null);
    mutation.mutate(
      { request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: (handover) => {
          keys.settle();
          setResult(handover);
        },
        onError: (error) => {
          keys.settleAfter(error);
          if (outcomeUnknown(error)) return;
          setFailure(error instanceof ApiError ? error.displayMessage : error.message);
          // The courier's cash changed meanwhile (a 409): the count starts over from what he holds now.
          void query.refetch();
        },
      },
    );
  };

  return (
    <Card size="small" title={cash.courier.name} data-testid="handover-panel">
      <Flex vertical gap={12}>
        <Table
          size="small"
          rowKey="label_id"
          pagination={false}
          dataSource={cash.labels}
          data-testid="handover-labels"
          scroll={{ x: 'max-content', y: 320 }}
          columns={[
            {
              key: 'code',
              title: t('deliveries.field.trackingCode'),
              render: (_value, label) => <Typography.Text code>{label.tracking_code}</Typography.Text>,
            },
            {
              key: 'collected',
              title: t('deliveries.cash.collectedAt'),
              render: (_value, label) => formatDateTime(label.collected_at, locale),
            },
            {
              key: 'cod',
              title: t('deliveries.field.codToCollect'),
              align: 'right',
              render: (_value, label) => formatKs(label.cod_charge, locale),
            },
          ]}
        />
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'labels', label: t('deliveries.cash.labelCount'), children: formatNumber(cash.label_count, locale) },
            {
              key: 'expected',
              label: t('deliveries.cash.expected'),
              children: (
                <Typography.Text strong style={{ fontSize: 18 }} data-testid="handover-expected">
                  {formatKs(cash.expected_amount, locale)}
                </Typography.Text>
              ),
            },
          ]}
        />
        <Flex vertical gap={4}>
          <label htmlFor="handover-counted">
            <Typography.Text strong>{t('deliveries.cash.counted')}</Typography.Text>
          </label>
          <Input
            id="handover-counted"
            size="large"
            inputMode="numeric"
            value={counted}
            suffix={t('cod.ks')}
            status={counted !== '' && countedAmount === null ? 'error' : undefined}
            onChange={(event) => setCounted(event.target.value)}
            onBlur={(event) => setCounted(formatKyatInput(event.target.value, locale) ?? event.target.value)}
            data-testid="handover-counted"
          />
          {counted !== '' && countedAmount === null && (
            <Typography.Text type="danger">{t('deliveries.cash.countInvalid')}</Typography.Text>
          )}
        </Flex>
        {countedAmount !== null && (
          <DifferenceNote difference={handoverDifferenceOf(countedAmount, cash.expected_amount)} />
        )}
        {failure && <Alert type="error" showIcon title={failure} data-testid="handover-failure" />}
        <Button
          type="primary"
          size="large"
          disabled={!request}
          loading={mutation.isPending}
          onClick={confirm}
          data-testid="handover-confirm"
        >
          {t('deliveries.cash.confirm')}
        </Button>
      </Flex>
    </Card>
  );
}
