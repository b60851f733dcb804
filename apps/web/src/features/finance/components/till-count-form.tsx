import { formatKs, type TillCounts, type TillDenomination } from '@waypost/domain';
import { Alert, App, Button, Card, Flex, Input, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCloseTill } from '../api/save-till';
import { emptyTillCounts, noteCountOf, tillCountSummary } from '../till-model';
import { NumberInput } from '@/components/inputs/number-input';

/**
 * The end-of-day count (issue 28 §4): notes per denomination, the live total and its difference from the expected
 * cash; a difference needs its reason before the till can be closed. Phone-sized: one column of note lines.
 */
export function TillCountForm({ expected }: { expected: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const close = useCloseTill();
  const [counts, setCounts] = useState<TillCounts>(emptyTillCounts);
  const [reason, setReason] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const { lines, total, difference } = tillCountSummary(counts, expected);
  const needsReason = difference !== 0 && reason.trim() === '';
  const ks = (amount: number) => formatKs(amount, locale);

  const submit = () =>
    modal.confirm({
      title: t('till.close.confirm'),
      content: t('till.close.confirmBody', { total: ks(total), difference: ks(difference) }),
      okText: t('till.close.action'),
      cancelText: t('till.cancel'),
      onOk: () => {
        setFailure(null);
        close.mutate(
          { counts, ...(reason.trim() ? { reason: reason.trim() } : {}) },
          {
            onSuccess: () => toast.success(t('till.close.done')),
            onError: (error) => {
              if (!(error instanceof ApiError)) return setFailure(error.message);
              setFailure(error.errors.reason?.[0] ?? error.displayMessage);
            },
          },
        );
      },
    });

  return (
    <Card title={t('till.close.title')} size="small" data-testid="till-count">
      <Flex vertical gap={12}>
        <Table
          size="small"
          pagination={false}
          rowKey="note"
          dataSource={lines}
          columns={[
            {
              key: 'note',
              title: t('till.close.note'),
              render: (_, line) => ks(Number(line.note)),
            },
            {
              key: 'count',
              title: t('till.close.count'),
              render: (_, line) => (
                <NumberInput
                  min={0}
                  precision={0}
                  inputMode="numeric"
                  style={{ width: 96 }}
                  aria-label={t('till.close.countOf', { note: ks(Number(line.note)) })}
                  data-testid={`till-count-${line.note}`}
                  value={line.count || null}
                  onChange={(value) =>
                    setCounts((previous) => ({ ...previous, [line.note as TillDenomination]: noteCountOf(value) }))
                  }
                />
              ),
            },
            { key: 'value', title: t('till.close.value'), align: 'right', render: (_, line) => ks(line.value) },
          ]}
        />
        <Flex justify="space-between" wrap gap={8}>
          <Typography.Text>
            {t('till.close.total')}:{' '}
            <Typography.Text strong data-testid="till-count-total" data-amount={total}>
              {ks(total)}
            </Typography.Text>
          </Typography.Text>
          <Typography.Text>
            {t('till.close.difference')}:{' '}
            <Typography.Text
              strong
              type={difference === 0 ? 'success' : 'danger'}
              data-testid="till-count-difference"
              data-amount={difference}
            >
              {difference > 0 ? '+' : ''}
              {ks(difference)}
            </Typography.Text>
          </Typography.Text>
        </Flex>
        {difference !== 0 && (
          <Input.TextArea
            rows={2}
            maxLength={500}
            placeholder={t('till.close.reasonPlaceholder')}
            aria-label={t('till.close.reason')}
            data-testid="till-count-reason"
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
        {failure && <Alert type="error" showIcon title={failure} data-testid="till-close-error" />}
        <Button
          type="primary"
          block
          disabled={needsReason}
          loading={close.isPending}
          onClick={submit}
          data-testid="till-close"
        >
          {t('till.close.action')}
        </Button>
        {needsReason && <Typography.Text type="secondary">{t('till.close.reasonNeeded')}</Typography.Text>}
      </Flex>
    </Card>
  );
}
