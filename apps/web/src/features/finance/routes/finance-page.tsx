import { formatKs, hasPermission, yangonDay } from '@waypost/domain';
import { Alert, Button, Col, Flex, Row, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DatePicker } from '@/components/date-picker/date-picker';
import { useBranchList } from '@/components/search-bar/branch-options';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { useTill } from '../api/get-till';
import { TillCloseCard } from '../components/till-close-card';
import { TillCountForm } from '../components/till-count-form';
import { TillDepositForm } from '../components/till-deposit-form';
import { TillFiguresCard } from '../components/till-figures-card';

/**
 * /finance (spec §2 "finance"): a branch's till for a day — the figures from the ledger, today's count and close, the
 * close's approval, and deposits to the bank. Head office picks the branch; a branch's people see their own.
 */
export function FinancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const branches = useBranchList();
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => yangonDay(new Date()));
  const date = params.get('date') ?? today;
  const branchParam = params.get('branch_id');
  const branchId = branchParam ? Number(branchParam) : user.all_branches ? undefined : user.branch?.id;
  const needsBranch = branchId === undefined;
  const till = useTill({ date, ...(branchId === undefined ? {} : { branch_id: branchId }) }, !needsBranch);
  const data = till.data;

  const setParam = (name: string, value: string | undefined) =>
    setParams((previous) => {
      const copy = new URLSearchParams(previous);
      if (value) copy.set(name, value);
      else copy.delete(name);
      return copy;
    });

  return (
    <Flex vertical gap={12} data-testid="finance-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.finance')}
        </Typography.Title>
        {user.all_branches && (
          <Link to={routeUrl('finance-closes') ?? '#'} data-testid="finance-closes-link">
            {t('till.closes.link')}
          </Link>
        )}
      </Flex>
      <Flex wrap gap={8}>
        {user.all_branches && (
          <Select
            style={{ minWidth: 220 }}
            placeholder={t('till.branch')}
            aria-label={t('till.branch')}
            data-testid="till-branch"
            value={branchId}
            loading={branches.isLoading}
            onChange={(value: number) => setParam('branch_id', String(value))}
            options={(branches.data ?? []).map((branch) => ({
              value: branch.id,
              label: `${branch.code} · ${branchName(branch)}`,
            }))}
          />
        )}
        <DatePicker
          allowClear={false}
          aria-label={t('till.date')}
          data-testid="till-date"
          value={dayjs(date)}
          disabledDate={(day) => day.format('YYYY-MM-DD') > today}
          onChange={(day) =>
            setParam('date', day && day.format('YYYY-MM-DD') !== today ? day.format('YYYY-MM-DD') : undefined)
          }
        />
      </Flex>
      {needsBranch && <Alert type="info" showIcon title={t('till.pickBranch')} />}
      {till.error && (
        <Alert
          type="error"
          showIcon
          title={till.error instanceof ApiError ? till.error.displayMessage : till.error.message}
        />
      )}
      {!needsBranch && !data && till.isLoading && <Spin />}
      {data && (
        <Row gutter={[12, 12]}>
          <Col xs={24} md={12}>
            <Flex vertical gap={12}>
              <Typography.Text type="secondary" data-testid="till-branch-name">
                {data.branch.code} · {branchName(data.branch)} · {t('till.cashNow')}: {formatKs(data.cash_now, locale)}
              </Typography.Text>
              <TillFiguresCard till={data} />
            </Flex>
          </Col>
          <Col xs={24} md={12}>
            <Flex vertical gap={12}>
              {data.close && <TillCloseCard close={data.close} />}
              {data.can_close && <TillCountForm key={data.expected} expected={data.expected} />}
              {!data.close && !data.can_close && (
                <Alert type="info" showIcon title={t('till.notClosed')} data-testid="till-open" />
              )}
              {data.branch.id === user.branch?.id && hasPermission(user, 'till.close') && data.cash_now > 0 && (
                <TillDepositForm cash={data.cash_now} />
              )}
            </Flex>
          </Col>
        </Row>
      )}
      {data && (
        <Button onClick={() => void till.refetch()} style={{ alignSelf: 'flex-start' }} data-testid="till-refresh">
          {t('till.refresh')}
        </Button>
      )}
    </Flex>
  );
}
