import { formatKs } from '@waypost/domain';
import { Alert, Button, Card, Flex, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useDepositTillCash } from '../api/save-till';
import { noteCountOf } from '../till-model';
import { NumberInput } from '@/components/inputs/number-input';

/** Till cash taken to the bank: the amount and the bank's reference, once per submission (Idempotency-Key). */
export function TillDepositForm({ cash }: { cash: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const keys = useIdempotencyKeys();
  const deposit = useDepositTillCash();
  const [amount, setAmount] = useState<number | null>(null);
  const [bankRef, setBankRef] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    if (!amount || !bankRef.trim()) return;
    const request = { amount, bank_ref: bankRef.trim() };
    setFailure(null);
    deposit.mutate(
      { request, idempotencyKey: keys.keyFor(request) },
      {
        onSuccess: () => {
          keys.settle();
          toast.success(t('till.deposit.done', { amount: formatKs(amount, locale) }));
          setAmount(null);
          setBankRef('');
        },
        onError: (error) => {
          keys.settleAfter(error);
          setFailure(error instanceof ApiError ? error.displayMessage : error.message);
        },
      },
    );
  };

  return (
    <Card title={t('till.deposit.title')} size="small" data-testid="till-deposit">
      <Flex vertical gap={8}>
        <NumberInput
          min={1}
          max={cash}
          precision={0}
          inputMode="numeric"
          style={{ width: '100%' }}
          placeholder={t('till.deposit.amount')}
          aria-label={t('till.deposit.amount')}
          data-testid="till-deposit-amount"
          value={amount}
          onChange={(value) => setAmount(noteCountOf(value) || null)}
        />
        <Input
          maxLength={60}
          placeholder={t('till.deposit.bankRef')}
          aria-label={t('till.deposit.bankRef')}
          data-testid="till-deposit-ref"
          value={bankRef}
          onChange={(event) => setBankRef(event.target.value)}
        />
        {failure && <Alert type="error" showIcon title={failure} />}
        <Button
          disabled={!amount || !bankRef.trim()}
          loading={deposit.isPending}
          onClick={submit}
          data-testid="till-deposit-submit"
        >
          {t('till.deposit.action')}
        </Button>
      </Flex>
    </Card>
  );
}
