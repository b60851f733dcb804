import { describe, expect, it } from 'vitest';
import { defaultAgentDiscountPercent, defaultAgentFees, defaultRateTable, agentRatesOf } from '../fees/rate-table.js';
import { isBalanced } from '../ledger/ledger-entries.js';
import {
  agentServiceConfirmEntry,
  agentServiceEarning,
  agentServiceFees,
  agentServiceOffers,
  agentSettlementPayEntry,
  deniedLabelBranches,
} from './agent-service-rules.js';

describe('agentServiceOffers', () => {
  it('offers nothing between company branches', () => {
    expect(agentServiceOffers({ acceptBranchId: 1, deliverBranchId: 2, agentBranchIds: [] })).toEqual([]);
  });

  it('offers a delivery to the delivering agent, sent by the accepting branch', () => {
    expect(agentServiceOffers({ acceptBranchId: 1, deliverBranchId: 9, agentBranchIds: [9] })).toEqual([
      { agentBranchId: 9, kind: 'deliver', sentFromBranchId: 1 },
    ]);
  });

  it('offers an acceptance to the accepting agent, sent by the delivering branch', () => {
    expect(agentServiceOffers({ acceptBranchId: 9, deliverBranchId: 2, agentBranchIds: [9] })).toEqual([
      { agentBranchId: 9, kind: 'accept', sentFromBranchId: 2 },
    ]);
  });

  it('makes one full service of both ends at one agent, and two services of two agents', () => {
    expect(agentServiceOffers({ acceptBranchId: 9, deliverBranchId: 9, agentBranchIds: [9] })).toEqual([
      { agentBranchId: 9, kind: 'full_service', sentFromBranchId: null },
    ]);
    expect(agentServiceOffers({ acceptBranchId: 8, deliverBranchId: 9, agentBranchIds: [8, 9] })).toEqual([
      { agentBranchId: 8, kind: 'accept', sentFromBranchId: null },
      { agentBranchId: 9, kind: 'deliver', sentFromBranchId: null },
    ]);
  });
});

describe('deniedLabelBranches', () => {
  it('gives the served side back to the sending branch', () => {
    expect(deniedLabelBranches('deliver', 1)).toEqual({ deliverBranchId: 1 });
    expect(deniedLabelBranches('accept', 2)).toEqual({ acceptBranchId: 2 });
    expect(deniedLabelBranches('full_service', 3)).toEqual({ acceptBranchId: 3, deliverBranchId: 3 });
    expect(deniedLabelBranches('full_service', null)).toBeNull();
  });
});

describe('agentServiceFees', () => {
  it('charges the kind’s fee, and the agent discount on what the agent took in', () => {
    expect(agentServiceFees({ kind: 'deliver', shippingFee: 5000, rates: defaultRateTable })).toEqual({
      lines: [{ code: 'agent_deliver_fee', amount: defaultAgentFees.deliver }],
      fee: defaultAgentFees.deliver,
      discount: 0,
      amount: defaultAgentFees.deliver,
    });
    const discount = Math.floor((5010 * defaultAgentDiscountPercent) / 100);
    expect(agentServiceFees({ kind: 'accept', shippingFee: 5010, rates: defaultRateTable })).toEqual({
      lines: [
        { code: 'agent_accept_fee', amount: defaultAgentFees.accept },
        { code: 'agent_discount', amount: discount },
      ],
      fee: defaultAgentFees.accept,
      discount,
      amount: defaultAgentFees.accept + discount,
    });
    expect(agentServiceFees({ kind: 'full_service', shippingFee: 0, rates: defaultRateTable }).lines).toEqual([
      { code: 'agent_full_service_fee', amount: defaultAgentFees.full_service },
    ]);
  });

  it('reads a table’s own agent fees, and the defaults for a table stored before they existed', () => {
    const own = { agent_fees: { accept: 1, deliver: 2, full_service: 3 }, agent_discount_percent: 10 };
    expect(agentServiceFees({ kind: 'accept', shippingFee: 1000, rates: own }).amount).toBe(101);
    expect(agentRatesOf({ mpost_fee: 1000 })).toEqual({
      agent_fees: defaultAgentFees,
      agent_discount_percent: defaultAgentDiscountPercent,
    });
    expect(agentRatesOf(null)).toEqual(agentRatesOf(undefined));
  });
});

describe('agent postings', () => {
  it('owes a confirmed service to the agent and pays it from the bank, each balanced', () => {
    const confirm = agentServiceConfirmEntry({ serviceId: 4, agentBranchId: 9, amount: 1200 })!;
    expect(confirm).toMatchObject({ naturalKey: 'agent-service:4', kind: 'agent_service_confirm' });
    expect(confirm.postings).toEqual([
      { account: 'expense:agent_fee:9', amount: 1200 },
      { account: 'payable:agent:9', amount: -1200 },
    ]);
    expect(isBalanced(confirm.postings)).toBe(true);
    const pay = agentSettlementPayEntry({ settlementId: 2, agentBranchId: 9, bankAccountId: 1, amount: 1200 })!;
    expect(pay.postings).toEqual([
      { account: 'payable:agent:9', amount: 1200 },
      { account: 'bank:1', amount: -1200 },
    ]);
    expect(isBalanced(pay.postings)).toBe(true);
  });

  it('posts nothing for nothing owed', () => {
    expect(agentServiceConfirmEntry({ serviceId: 4, agentBranchId: 9, amount: 0 })).toBeNull();
    expect(agentSettlementPayEntry({ settlementId: 2, agentBranchId: 9, bankAccountId: 1, amount: 0 })).toBeNull();
  });
});

describe('agent settlement period', () => {
  it('takes calendar days in order and refuses a period ending before it starts', async () => {
    const { agentSettlementIssueRequest } = await import('./agent-service-schemas.js');
    expect(agentSettlementIssueRequest.parse({ from: '2026-11-01', to: '2026-11-30' })).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
    const backwards = agentSettlementIssueRequest.safeParse({ from: '2026-11-30', to: '2026-11-01' });
    expect(backwards.error?.issues[0]).toMatchObject({ path: ['to'], message: 'report.periodOrder' });
  });
});

describe('agentServiceEarning', () => {
  const posted = { fee: 700, discount: 30, amount: 730 };
  it('estimates a pending service with the fees confirming it would post', () => {
    const fees = agentServiceFees({ kind: 'accept', shippingFee: 5000, rates: defaultRateTable });
    expect(
      agentServiceEarning({ state: 'pending', kind: 'accept', shippingFee: 5000, rates: defaultRateTable, posted }),
    ).toEqual({ fee: fees.fee, discount: fees.discount, amount: fees.amount, estimated: true });
  });

  it('shows what was posted once confirmed, and nothing once denied', () => {
    const args = { kind: 'deliver', shippingFee: 5000, rates: defaultRateTable, posted } as const;
    expect(agentServiceEarning({ ...args, state: 'confirm' })).toEqual({ ...posted, estimated: false });
    expect(agentServiceEarning({ ...args, state: 'denied' })).toEqual({
      fee: 0,
      discount: 0,
      amount: 0,
      estimated: false,
    });
  });
});
