import {
  defaultRateTable,
  ledgerAccountBounds,
  ledgerAccountKindOf,
  ledgerAccounts as ledgerAccountIds,
  type JournalEntryDraft,
} from '@waypost/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../../db/schema/index.js';
import { createBranch, createCompany, createMerchant, createUser, unique } from '../../test/fixtures.js';
import { ledgerRepository } from './ledger.repository.js';
import { databaseKinds, signIn, useTestApp } from '../../test/test-app.js';
import { postgresAvailable } from '../../test/test-databases.js';
import { postJournalEntry } from './ledger.service.js';

/** Accounts of the test's own (other test files share the PostgreSQL database). */
const accountsOf = (tag: string) => ({
  bank: `bank:${tag}`,
  cash: `cash:branch:${tag}`,
  payable: `payable:cod:${tag}`,
  credit: `receivable:credit:${tag}`,
  revenue: `revenue:shipping:${tag}`,
});

async function balanceOf(db: Database, id: string): Promise<number | undefined> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return row?.balance;
}

/** Writes straight to the tables, past the service's own check, to show what the database refuses by itself. */
const rawLedger = {
  async ensureAccounts(db: Database, ids: readonly string[]) {
    await db
      .insert(ledgerAccounts)
      .values(ids.map((id) => ({ id, kind: ledgerAccountKindOf(id)!, ...boundsOf(id) })))
      .onConflictDoNothing();
  },
  async insertEntry(
    db: Database,
    row: { naturalKey: string; kind: JournalEntryDraft['kind']; reversalOf: null; createdBy: number },
  ) {
    const [inserted] = await db.insert(journalEntries).values(row).returning({ id: journalEntries.id });
    return { id: inserted!.id };
  },
  async insertPostings(db: Database, entryId: number, lines: readonly { account: string; amount: number }[]) {
    for (const line of lines)
      await db.insert(postings).values({ entryId, accountId: line.account, amount: line.amount });
  },
};
const boundsOf = (id: string) => {
  const { min, max } = ledgerAccountBounds(id);
  return { minBalance: min, maxBalance: max };
};

const entry = (naturalKey: string, lines: [string, number][], kind: JournalEntryDraft['kind'] = 'remittance') => ({
  naturalKey,
  kind,
  postings: lines.map(([account, amount]) => ({ account, amount })),
});

describe.each(databaseKinds)('ledger on %s', (kind) => {
  const getApp = useTestApp(kind);
  let db: Database;
  let actorId: number;

  beforeAll(async () => {
    db = getApp().db;
    actorId = (await createUser(db, { role: 'accountant' })).id;
  });

  const post = (draft: JournalEntryDraft) => db.transaction((tx) => postJournalEntry({ tx, entry: draft, actorId }));

  it('moves the balances of a balanced entry, and posts a replay of its natural key nothing twice', async () => {
    const a = accountsOf(unique('l1'));
    const first = await post(
      entry(`remit:${a.cash}`, [
        [a.cash, 50_000],
        [a.payable, -50_000],
      ]),
    );
    const again = await post(
      entry(`remit:${a.cash}`, [
        [a.cash, 50_000],
        [a.payable, -50_000],
      ]),
    );
    expect(again).toEqual({ entryId: first.entryId, replayed: true });
    expect(await balanceOf(db, a.cash)).toBe(50_000);
    expect(await balanceOf(db, a.payable)).toBe(-50_000);
    const lines = await db.select().from(postings).where(eq(postings.entryId, first.entryId));
    expect(lines).toHaveLength(2);
  });

  it('refuses at commit an entry that does not balance, and keeps nothing of it', async () => {
    const a = accountsOf(unique('l2'));
    await rawLedger.ensureAccounts(db, [a.cash, a.payable]);
    await expect(
      db.transaction(async (tx) => {
        const { id } = await rawLedger.insertEntry(tx, {
          naturalKey: `bad:${a.cash}`,
          kind: 'remittance',
          reversalOf: null,
          createdBy: actorId,
        });
        await rawLedger.insertPostings(tx, id, [
          { account: a.cash, amount: 1_000 },
          { account: a.payable, amount: -900 },
        ]);
      }),
    ).rejects.toThrow();
    expect(
      await db
        .select()
        .from(journalEntries)
        .where(eq(journalEntries.naturalKey, `bad:${a.cash}`)),
    ).toEqual([]);
    expect(await balanceOf(db, a.cash)).toBe(0);
    // One line alone does not make an entry either.
    await expect(
      db.transaction(async (tx) => {
        await rawLedger.insertEntry(tx, {
          naturalKey: `lonely:${a.cash}`,
          kind: 'remittance',
          reversalOf: null,
          createdBy: actorId,
        });
      }),
    ).rejects.toThrow();
  });

  it('keeps every account within its bounds: cash never below zero, what is owed never above', async () => {
    const a = accountsOf(unique('l3'));
    await expect(
      post(
        entry(`over:${a.cash}`, [
          [a.cash, -1],
          [a.revenue, 1],
        ]),
      ),
    ).rejects.toThrow();
    await expect(
      post(
        entry(`over:${a.payable}`, [
          [a.payable, 1],
          [a.revenue, -1],
        ]),
      ),
    ).rejects.toThrow();
    expect(await balanceOf(db, a.revenue)).toBeUndefined();
  });

  it('stops a credit account at its limit, but always takes a payment', async () => {
    const a = accountsOf(unique('l4'));
    await rawLedger.ensureAccounts(db, [a.credit]);
    await db.update(ledgerAccounts).set({ debitLimit: 10_000 }).where(eq(ledgerAccounts.id, a.credit));
    await post(
      entry(
        `c1:${a.credit}`,
        [
          [a.credit, 6_000],
          [a.revenue, -6_000],
        ],
        'label_accept',
      ),
    );
    await expect(
      post(
        entry(
          `c2:${a.credit}`,
          [
            [a.credit, 6_000],
            [a.revenue, -6_000],
          ],
          'label_accept',
        ),
      ),
    ).rejects.toThrow();
    await db.update(ledgerAccounts).set({ debitLimit: 1_000 }).where(eq(ledgerAccounts.id, a.credit));
    await post(
      entry(
        `pay:${a.credit}`,
        [
          [a.bank, 2_000],
          [a.credit, -2_000],
        ],
        'credit_payment',
      ),
    );
    expect(await balanceOf(db, a.credit)).toBe(4_000);
  });

  it('is append-only: postings and entries cannot be changed or deleted', async () => {
    const a = accountsOf(unique('l5'));
    const { entryId } = await post(
      entry(`ro:${a.cash}`, [
        [a.cash, 10],
        [a.payable, -10],
      ]),
    );
    await expect(db.execute(sql`update postings set amount = 20 where entry_id = ${entryId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from postings where entry_id = ${entryId}`)).rejects.toThrow();
    await expect(db.execute(sql`delete from journal_entries where id = ${entryId}`)).rejects.toThrow();
    expect(await balanceOf(db, a.cash)).toBe(10);
  });

  it('reverses an entry by its natural key', async () => {
    const a = accountsOf(unique('l6'));
    const issue = entry(`issue:${a.cash}`, [
      [a.cash, 700],
      [a.payable, -700],
    ]);
    await post(issue);
    await post({
      naturalKey: `void:${a.cash}`,
      kind: 'clearance_void',
      reversalOf: issue.naturalKey,
      postings: issue.postings.map((line) => ({ ...line, amount: -line.amount })),
    });
    expect(await balanceOf(db, a.cash)).toBe(0);
  });

  it('shows finance its company’s trial balance: every account’s postings summing to its balance, all to zero', async () => {
    const app = getApp();
    // A branch and a merchant of the demo company, and of a second company: accounts of each.
    const [branch, merchant] = [await createBranch(db), await createMerchant(db)];
    const other = await createCompany(db, defaultRateTable);
    const otherMerchant = await createMerchant(db, { companyId: other.companyId, homeBranchId: other.branchId });
    const ours = {
      cash: ledgerAccountIds.branchCash(branch.id),
      payable: ledgerAccountIds.merchantCodPayable(merchant.id),
    };
    const theirs = {
      cash: ledgerAccountIds.branchCash(other.branchId),
      payable: ledgerAccountIds.merchantCodPayable(otherMerchant.id),
    };
    await post(
      entry(`tb:${ours.cash}`, [
        [ours.cash, 3_000],
        [ours.payable, -3_000],
      ]),
    );
    await post(
      entry(`tb:${theirs.cash}`, [
        [theirs.cash, 7_000],
        [theirs.payable, -7_000],
      ]),
    );

    const balanceFor = async (token: string) => {
      const response = await app.request('GET', '/api/ledger/trial-balance', { token });
      expect(response.status).toBe(200);
      return response.body as { accounts: { id: string; kind: string; balance: number }[]; total: number };
    };
    const mine = await balanceFor(await signIn(app, (await createUser(db, { role: 'accountant' })).userName));
    expect(mine.total).toBe(0);
    expect(mine.accounts).toContainEqual({ id: ours.cash, kind: 'cash', balance: 3_000 });
    expect(mine.accounts.map((account) => account.id)).not.toContain(theirs.cash);
    expect(mine.accounts.map((account) => account.id)).not.toContain(theirs.payable);
    const sums = await ledgerRepository.sumPostingsByAccount(db);
    for (const account of mine.accounts.filter((row) => row.id !== 'payable:clearance')) {
      expect(sums.get(account.id) ?? 0).toBe(account.balance);
    }
    // The second company's owner sees its own books, balanced, and none of the first company's.
    const yours = await balanceFor(await signIn(app, other.userNames.accountant));
    expect(yours.total).toBe(0);
    expect(yours.accounts).toContainEqual({ id: theirs.cash, kind: 'cash', balance: 7_000 });
    expect(yours.accounts.map((account) => account.id)).not.toContain(ours.cash);
    expect(yours.accounts.map((account) => account.id).filter((id) => id.startsWith('bank:'))).toEqual([]);
    const staff = await signIn(app, 'staff');
    expect((await app.request('GET', '/api/ledger/trial-balance', { token: staff })).status).toBe(403);
  });
});

// Writers at once need real connections: PGlite has one and would serialise them.
describe.runIf(postgresAvailable)('ledger under concurrent writers on PostgreSQL', () => {
  const getApp = useTestApp('postgres');

  it('loses no update and lets exactly one of two credit labels through a limit they would pass together', async () => {
    const db = getApp().db;
    const actorId = (await createUser(db, { role: 'accountant' })).id;
    const a = accountsOf(unique('lc'));
    const post = (draft: JournalEntryDraft) => db.transaction((tx) => postJournalEntry({ tx, entry: draft, actorId }));
    // 40 transfers at once, in both directions between the same accounts (the account order prevents deadlocks).
    await post(
      entry(`seed:${a.cash}`, [
        [a.cash, 1_000_000],
        [a.payable, -1_000_000],
      ]),
    );
    await post(
      entry(`seed:${a.bank}`, [
        [a.bank, 1_000_000],
        [a.payable, -1_000_000],
      ]),
    );
    await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        post(
          entry(
            `move:${a.cash}:${index}`,
            index % 2
              ? [
                  [a.bank, 100],
                  [a.cash, -100],
                ]
              : [
                  [a.cash, 30],
                  [a.bank, -30],
                ],
          ),
        ),
      ),
    );
    expect(await balanceOf(db, a.bank)).toBe(1_000_000 + 20 * 100 - 20 * 30);
    expect(await balanceOf(db, a.cash)).toBe(1_000_000 - 20 * 100 + 20 * 30);

    await rawLedger.ensureAccounts(db, [a.credit]);
    await db.update(ledgerAccounts).set({ debitLimit: 10_000 }).where(eq(ledgerAccounts.id, a.credit));
    const results = await Promise.allSettled(
      [1, 2].map((index) =>
        post(
          entry(
            `credit:${a.credit}:${index}`,
            [
              [a.credit, 6_000],
              [a.revenue, -6_000],
            ],
            'label_accept',
          ),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await balanceOf(db, a.credit)).toBe(6_000);
  });
});
