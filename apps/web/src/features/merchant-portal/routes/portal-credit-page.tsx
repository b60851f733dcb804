import { formatKs, type CreditStatementQuery } from '@waypost/domain';
import { Alert, Card, Flex, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RangePicker } from '@/components/date-picker/date-picker';
import { CreditStatementTable } from '@/features/credit/components/credit-statement-table';
import { ApiError } from '@/lib/api-client';
import { yangonMonthOf } from '@/lib/calendar-day';
import { useLocale } from '@/lib/i18n';
import { usePortalCredit } from '../api/portal-statements-api';

/**
 * /portal/credit: the merchant's shipping-credit statement (labels booked on credit, payments, offsets against COD)
 * over a period, this month in Yangon at first — as the branch's credit screen reads it.
 */
export function PortalCreditPage() {
  const { t } = useTranslation('merchantPortal');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const [period, setPeriod] = useState<CreditStatementQuery>(() => yangonMonthOf(new Date()));
  const statement = usePortalCredit(period);
  const data = statement.data;
  return (
    <Flex vertical gap={12} data-testid="portal-credit">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('credit.title')}
      </Typography.Title>
      <RangePicker
        format="DD-MM-YYYY"
        allowClear={false}
        aria-label={common('credit.period')}
        data-testid="portal-credit-period"
        style={{ maxWidth: 320 }}
        value={[dayjs(period.from), dayjs(period.to)]}
        onChange={(range) => {
          const [from, to] = [range?.[0], range?.[1]];
          if (from && to) setPeriod({ from: from.format('YYYY-MM-DD'), to: to.format('YYYY-MM-DD') });
        }}
      />
      {statement.isError && (
        <Alert
          type="error"
          showIcon
          title={statement.error instanceof ApiError ? statement.error.displayMessage : statement.error.message}
        />
      )}
      {data && (
        <>
          <Card size="small" data-testid="portal-credit-summary">
            <Flex gap={32} wrap>
              <Statistic title={common('credit.limit')} value={formatKs(data.credit_limit, locale)} />
              <Statistic title={common('credit.opening')} value={formatKs(data.opening_balance, locale)} />
              <Statistic
                title={common('credit.closing')}
                value={formatKs(data.closing_balance, locale)}
                data-testid="portal-credit-closing"
              />
            </Flex>
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('credit.balanceNote')}
            </Typography.Paragraph>
          </Card>
          <CreditStatementTable lines={data.lines} loading={statement.isFetching && !statement.isSuccess} />
        </>
      )}
    </Flex>
  );
}
