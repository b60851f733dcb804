import { ReloadOutlined } from '@/components/icons/icons';
import { formatKs, type TrialBalance } from '@waypost/domain';
import { Alert, Button, Card, Flex, Table, Tag, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { LedgerAccount } from '@/components/ledger-postings/postings-table';
import { debitCreditOf } from '@/components/ledger-postings/ledger-account-name';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useTrialBalance } from '../api/get-trial-balance';
import { trialBalanceGroups, trialBalanceSums, type TrialBalanceGroup } from '../trial-balance-groups';

type Account = TrialBalance['accounts'][number];

/** /ledger/trial-balance: every ledger account by kind with its debit or credit balance; together they sum to zero. */
export function TrialBalancePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const balance = useTrialBalance();
  const data = balance.data;
  const sums = data ? trialBalanceSums(data.accounts) : null;
  const money = (amount: number | null) => (amount === null ? '' : formatKs(amount, locale));

  return (
    <Flex vertical gap={12} data-testid="trial-balance">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.trial-balance')}
        </Typography.Title>
        <Button icon={<ReloadOutlined />} loading={balance.isFetching} onClick={() => void balance.refetch()}>
          {t('ledger.reload')}
        </Button>
      </Flex>
      <Alert
        type="info"
        showIcon
        data-testid="trial-balance-note"
        title={t('ledger.note.title')}
        description={
          <ul style={{ margin: 0, paddingInlineStart: 20 }}>
            <li>{t('ledger.note.total')}</li>
            <li>{t('ledger.note.suspense')}</li>
            <li>{t('ledger.note.cash')}</li>
            <li>{t('ledger.note.codPayable')}</li>
            <li>{t('ledger.note.clearancePayable')}</li>
          </ul>
        }
      />
      {balance.isError && (
        <Alert
          type="error"
          showIcon
          title={balance.error instanceof ApiError ? balance.error.displayMessage : balance.error.message}
        />
      )}
      {data && sums && (
        <Card size="small" data-testid="trial-balance-total">
          <Flex gap={24} wrap align="center">
            <Typography.Text>
              {t('ledger.totalDebit')}: <strong>{formatKs(sums.debit, locale)}</strong>
            </Typography.Text>
            <Typography.Text>
              {t('ledger.totalCredit')}: <strong>{formatKs(sums.credit, locale)}</strong>
            </Typography.Text>
            <Typography.Text>
              {t('ledger.total')}: <strong data-testid="trial-balance-sum">{formatKs(data.total, locale)}</strong>
            </Typography.Text>
            <Tag color={data.total === 0 ? 'green' : 'red'} data-testid="trial-balance-state">
              {data.total === 0 ? t('ledger.balanced') : t('ledger.unbalanced')}
            </Tag>
          </Flex>
        </Card>
      )}
      {data &&
        trialBalanceGroups(data.accounts).map((group) => <AccountGroup key={group.kind} group={group} money={money} />)}
    </Flex>
  );
}

function AccountGroup({ group, money }: { group: TrialBalanceGroup; money: (amount: number | null) => string }) {
  const { t } = useTranslation();
  return (
    <Card size="small" title={t(`ledger.accountKind.${group.kind}`)} data-testid={`trial-balance-${group.kind}`}>
      <Table<Account>
        size="small"
        pagination={false}
        rowKey="id"
        dataSource={group.accounts}
        onRow={(account) =>
          ({ 'data-testid': 'account-row', 'data-account': account.id }) as HTMLAttributes<HTMLElement>
        }
        columns={[
          {
            key: 'account',
            title: t('ledger.posting.account'),
            render: (_value, account) => <LedgerAccount account={account.id} />,
          },
          {
            key: 'debit',
            title: t('ledger.posting.debit'),
            align: 'right',
            width: 180,
            render: (_value, account) => money(debitCreditOf(account.balance).debit),
          },
          {
            key: 'credit',
            title: t('ledger.posting.credit'),
            align: 'right',
            width: 180,
            render: (_value, account) => money(debitCreditOf(account.balance).credit),
          },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <strong>{t('ledger.subtotal')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{money(group.debit || null)}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="right">
              <strong>{money(group.credit || null)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
    </Card>
  );
}
