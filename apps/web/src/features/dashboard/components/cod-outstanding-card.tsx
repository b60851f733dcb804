import { formatKs, type CodOutstanding } from '@waypost/domain';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { FigureLink } from './figure-text';

/**
 * COD cash collected and not yet banked (the ledger's balances): at the branches and with their couriers; for head
 * office also what is owed to merchants. The total opens the COD list (a branch) or the trial balance (finance).
 */
export function CodOutstandingCard({
  outstanding,
  link,
  headOffice,
}: {
  outstanding: CodOutstanding;
  link: string | null;
  headOffice: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const ks = (amount: number) => formatKs(amount, locale);
  return (
    <Card size="small" title={t('dashboard.cod.title')} className="wp-dashboard-card" data-testid="dashboard-cod">
      <Flex vertical gap={8}>
        <FigureLink to={link} testId="dashboard-cod-total">
          <span className="wp-figure-value">{ks(outstanding.total)}</span>
        </FigureLink>
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'branch',
              label: t('dashboard.cod.branchCash'),
              children: <span data-testid="dashboard-cod-branch">{ks(outstanding.branch_cash)}</span>,
            },
            {
              key: 'courier',
              label: t('dashboard.cod.courierCash'),
              children: <span data-testid="dashboard-cod-courier">{ks(outstanding.courier_cash)}</span>,
            },
          ]}
        />
        {outstanding.merchants && (
          <>
            <Typography.Text strong>{t('dashboard.cod.merchants')}</Typography.Text>
            <Descriptions
              size="small"
              column={1}
              data-testid="dashboard-cod-merchants"
              items={[
                { key: 'cod', label: t('dashboard.cod.codPayable'), children: ks(outstanding.merchants.cod_payable) },
                {
                  key: 'clearance',
                  label: t('dashboard.cod.clearancePayable'),
                  children: ks(outstanding.merchants.clearance_payable),
                },
                { key: 'total', label: t('dashboard.cod.total'), children: ks(outstanding.merchants.total) },
              ]}
            />
          </>
        )}
        {link !== null && (
          <FigureLink to={link}>
            {headOffice ? t('dashboard.cod.openTrialBalance') : t('dashboard.cod.openList')}
          </FigureLink>
        )}
      </Flex>
    </Card>
  );
}
