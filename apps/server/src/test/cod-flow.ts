import type { LabelStatus, PurchaseType } from '@waypost/domain';
import { eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../db/schema/index.js';
import { unique } from './fixtures.js';
import { demoTownships, sampleLabel } from './sample-label.js';
import type { TestApp } from './test-app.js';

/**
 * The COD flow as the counter and the finance desk drive it over HTTP, for the money tests: labels booked at `branch`
 * (a test branch of its own, see createBranch) for delivery by the same branch (direct: it takes, delivers or returns
 * them in a few steps), remittances of its cash.
 */
export function codFlow(app: TestApp, branch: number) {
  async function act(token: string, id: number, action: string, extra: Record<string, unknown> = {}) {
    const current = await app.request('GET', `/api/label/${id}`, { token });
    return app.request('POST', `/api/label/${id}/status`, {
      token,
      body: { action, expected_status: current.body.data.status, ...extra },
    });
  }
  async function step(
    token: string,
    id: number,
    action: string,
    expected: LabelStatus,
    extra: Record<string, unknown> = {},
  ) {
    const response = await act(token, id, action, extra);
    expect(response.status, `${action} → ${expected}: ${JSON.stringify(response.body)}`).toBe(200);
    expect(response.body.data.status).toBe(expected);
    return response.body.data as { cod_state: string | null };
  }

  return {
    act,
    step,
    /** A COD label booked at the branch for `merchantId`; `overrides` may set purchase type, gate submit, discount… */
    async book(
      token: string,
      merchantId: number,
      {
        purchaseType = 'sender_pay',
        codAmount = 50_000,
        overrides = {},
      }: { purchaseType?: PurchaseType; codAmount?: number; overrides?: Record<string, unknown> } = {},
    ) {
      const response = await app.request('POST', '/api/label', {
        token,
        body: sampleLabel(branch, {
          accept_type: 'cod',
          purchase_type: purchaseType,
          cod_amount: codAmount,
          merchant_id: merchantId,
          destination_township: demoTownships.pazundaung,
          source_phone: '09421234567',
          ...overrides,
        }),
      });
      expect(response.status, JSON.stringify(response.body)).toBe(201);
      return response.body.data as { id: number; tracking_code: string; cod_state: string; fee_lines: unknown[] };
    },
    /** Accepted and handed over to the receiver at its own branch's counter: the COD is collected into its till. */
    async deliver(token: string, id: number) {
      await step(token, id, 'next', 'accept_from_origin_branch');
      return step(token, id, 'hand_over', 'delivered', { receiver_name: 'Ma Hla' });
    },
    /** Accepted, out for delivery, and sent back to the sender: nothing collected, the charges owed. */
    async sendBack(token: string, id: number) {
      await step(token, id, 'next', 'accept_from_origin_branch');
      await step(token, id, 'next', 'send_to_destination_address');
      await step(token, id, 'return', 'sendback_to_origin_branch');
      await step(token, id, 'next', 'sendback_to_origin_address');
      return step(token, id, 'next', 'sentback_to_customer');
    },
    /** The accountant confirms the branch's remittance for `labelIds`. */
    async remit(token: string, labelIds: number[], amount: number, bankRef = unique('KBZ')) {
      return app.request('POST', '/api/cod/remittances', {
        token,
        body: { branch_id: branch, amount, bank_ref: bankRef, label_ids: labelIds },
        headers: { 'idempotency-key': unique('remit-key') },
      });
    },
  };
}

/** An account's balance (0 before its first posting). */
export async function balanceOf(db: Database, account: string): Promise<number> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, account));
  return row?.balance ?? 0;
}

/** Which of `keys` are posted. */
export async function postedKeys(db: Database, keys: string[]): Promise<string[]> {
  const rows = await db
    .select({ key: journalEntries.naturalKey })
    .from(journalEntries)
    .where(inArray(journalEntries.naturalKey, keys));
  return rows.map((row) => row.key).sort();
}

/** The lines of the entry posted under `naturalKey`, as account → amount. */
export async function entryLines(db: Database, naturalKey: string): Promise<Record<string, number>> {
  const rows = await db
    .select({ account: postings.accountId, amount: postings.amount })
    .from(postings)
    .innerJoin(journalEntries, eq(journalEntries.id, postings.entryId))
    .where(eq(journalEntries.naturalKey, naturalKey));
  return Object.fromEntries(rows.map((row) => [row.account, row.amount]));
}
