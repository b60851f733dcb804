import { formatKs, localizeDigits, type PostingItem } from '@waypost/domain';
import { Flex, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useBranchList } from '../search-bar/branch-options';
import { debitCreditOf, ledgerAccountName } from './ledger-account-name';

/**
 * An account's name in the reader's language ("YGN cash (COD not yet banked)"), with branch codes from the cached
 * branch list; an id of no known shape reads as itself.
 */
export function useLedgerAccountText(): (account: string) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  const branches = useBranchList();
  const number = (id: number) => `#${localizeDigits(id, locale)}`;
  const branch = (id: number) => branches.data?.find((item) => item.id === id)?.code ?? number(id);
  return (account) => {
    const parsed = ledgerAccountName(account);
    if (parsed === null) return account;
    switch (parsed.name) {
      case 'merchantCodPayable':
      case 'merchantCharges':
      case 'merchantCredit':
        return t(`ledger.account.${parsed.name}`, { merchant: number(parsed.merchantId) });
      case 'branchCash':
      case 'branchSuspense':
        return t(`ledger.account.${parsed.name}`, { branch: branch(parsed.branchId) });
      case 'revenue':
        return t('ledger.account.revenue', {
          branch: branch(parsed.branchId),
          revenue: t(`ledger.revenueKind.${parsed.revenue}`),
        });
      case 'expense':
        return t('ledger.account.expense', {
          branch: branch(parsed.branchId),
          expense: t(`ledger.expenseKind.${parsed.expense}`),
        });
      case 'gatePayable':
        return t('ledger.account.gatePayable', { gate: number(parsed.gateId) });
      case 'agentPayable':
        return t('ledger.account.agentPayable', { branch: branch(parsed.branchId) });
      case 'mmpostPayable':
      case 'emoPayable':
        return t(`ledger.account.${parsed.name}`);
      case 'bank':
        return t('ledger.account.bank', { bank: number(parsed.bankId) });
      case 'clearancePayable':
        return t('ledger.account.clearancePayable');
      default:
        return assertNever(parsed);
    }
  };
}

function assertNever(value: never): never {
  throw new Error(`Unknown ledger account: ${JSON.stringify(value)}`);
}

/** An account as the money screens show it: its name, and its id (what reconciling searches for) beneath. */
export function LedgerAccount({ account }: { account: string }) {
  const accountText = useLedgerAccountText();
  const name = accountText(account);
  return (
    <Flex vertical>
      <span>{name}</span>
      {name !== account && (
        <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
          {account}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** The journal lines money moved by (a label's COD trail, a clearance batch): entry, kind, account, debit, credit. */
export function PostingsTable({
  postings,
  testId = 'postings-table',
}: {
  postings: readonly PostingItem[];
  testId?: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = (amount: number | null) => (amount === null ? '' : formatKs(amount, locale));
  return (
    <Table<PostingItem>
      data-testid={testId}
      size="small"
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowKey={(posting) => `${posting.entry_id}:${posting.account}`}
      dataSource={[...postings]}
      locale={{ emptyText: t('table.noData') }}
      onRow={() => ({ 'data-testid': 'posting-row' }) as HTMLAttributes<HTMLElement>}
      columns={[
        {
          key: 'entry',
          title: t('ledger.posting.entry'),
          render: (_value, posting) => (
            <span title={posting.natural_key}>{`#${localizeDigits(posting.entry_id, locale)}`}</span>
          ),
        },
        {
          key: 'kind',
          title: t('ledger.posting.kind'),
          render: (_value, posting) => t(`ledger.entryKind.${posting.kind}`),
        },
        {
          key: 'account',
          title: t('ledger.posting.account'),
          render: (_value, posting) => <LedgerAccount account={posting.account} />,
        },
        {
          key: 'debit',
          title: t('ledger.posting.debit'),
          align: 'right',
          render: (_value, posting) => money(debitCreditOf(posting.amount).debit),
        },
        {
          key: 'credit',
          title: t('ledger.posting.credit'),
          align: 'right',
          render: (_value, posting) => money(debitCreditOf(posting.amount).credit),
        },
        {
          key: 'at',
          title: t('ledger.posting.createdAt'),
          render: (_value, posting) => formatDateTime(posting.created_at, locale),
        },
      ]}
    />
  );
}
