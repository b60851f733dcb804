import { DollarOutlined } from '@/components/icons/icons';
import { formatKs, hasPermission } from '@waypost/domain';
import { Alert, Button, Card, Empty, Flex, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RangePicker } from '@/components/date-picker/date-picker';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useCreditStatement } from '../api/get-credit-statement';
import { CreditPaymentModal } from '../components/credit-payment-modal';
import { CreditStatementTable } from '../components/credit-statement-table';
import { creditPageQueryFrom } from '../credit-url';

/** /credit/detail?merchant_id=&from=&to=: a merchant's shipping credit statement, and payments into it. */
export function CreditDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const { merchantId, period } = creditPageQueryFrom(params, now);
  const statement = useCreditStatement(merchantId, period);
  const [paying, setPaying] = useState(false);
  const data = statement.data;

  const setParam = (next: Record<string, string | undefined>) =>
    setParams((previous) => {
      const copy = new URLSearchParams(previous);
      for (const [name, value] of Object.entries(next)) {
        if (value) copy.set(name, value);
        else copy.delete(name);
      }
      return copy;
    });

  return (
    <Flex vertical gap={12} data-testid="credit-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.credit-detail')}
        </Typography.Title>
        {hasPermission(user, 'credit.payment') && data && (
          <Button
            type="primary"
            icon={<DollarOutlined />}
            onClick={() => setPaying(true)}
            data-testid="credit-record-payment"
          >
            {t('credit.payment.action')}
          </Button>
        )}
      </Flex>
      <Flex gap={8} wrap align="center">
        <MerchantPicker
          value={merchantId}
          allowClear={false}
          placeholder={t('credit.chooseMerchant')}
          onChange={(merchant) => setParam({ merchant_id: merchant ? String(merchant.id) : undefined })}
          testId="credit-merchant"
        />
        <RangePicker
          format="DD-MM-YYYY"
          allowClear={false}
          aria-label={t('credit.period')}
          data-testid="credit-period"
          value={period ? [dayjs(period.from), dayjs(period.to)] : null}
          onChange={(range) =>
            setParam({ from: range?.[0]?.format('YYYY-MM-DD'), to: range?.[1]?.format('YYYY-MM-DD') })
          }
        />
      </Flex>
      {period === null && <Alert type="warning" showIcon title={t('credit.invalidPeriod')} />}
      {merchantId === undefined && <Empty description={t('credit.chooseMerchant')} />}
      {statement.isError && (
        <Alert
          type="error"
          showIcon
          title={statement.error instanceof ApiError ? statement.error.displayMessage : statement.error.message}
        />
      )}
      {data && merchantId !== undefined && (
        <>
          <Card size="small" title={data.merchant.name} data-testid="credit-summary">
            <Flex gap={32} wrap>
              <Statistic
                title={t('credit.limit')}
                value={formatKs(data.credit_limit, locale)}
                data-testid="credit-limit"
              />
              <Statistic
                title={t('credit.opening')}
                value={formatKs(data.opening_balance, locale)}
                data-testid="credit-opening"
              />
              <Statistic
                title={t('credit.closing')}
                value={formatKs(data.closing_balance, locale)}
                data-testid="credit-closing"
              />
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('credit.balanceNote')}
            </Typography.Paragraph>
          </Card>
          <CreditStatementTable lines={data.lines} loading={statement.isFetching && !statement.isSuccess} />
        </>
      )}
      {paying && data && <CreditPaymentModal merchant={data.merchant} onClose={() => setPaying(false)} />}
    </Flex>
  );
}
