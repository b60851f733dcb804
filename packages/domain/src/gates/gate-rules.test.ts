import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gateHandOverEntry, gateSettleEntry } from './gate-postings.js';
import { gateLegOf, gateRefusalOf, gateReportStatus, gateSlipNo, type GateLabel } from './gate-rules.js';
import { gateRequest, gateSubmitRequest } from './gate-schemas.js';

const label = (overrides: Partial<GateLabel> = {}): GateLabel => ({
  status: 'accept_from_origin_branch',
  labelType: 'fcs_express',
  gateSubmit: false,
  destinationServed: false,
  acceptBranchId: 1,
  deliverBranchId: 2,
  withPartner: false,
  inBag: false,
  ...overrides,
});

describe('bus-gate rules', () => {
  it('hands a parcel over from its origin after acceptance, or from its destination once arrived', () => {
    expect(gateLegOf(label(), 1)).toBe('origin');
    expect(gateLegOf(label({ status: 'arrived_to_destination_branch' }), 2)).toBe('destination');
    expect(gateLegOf(label({ status: 'arrived_to_destination_branch' }), 1)).toBeNull();
    expect(gateLegOf(label(), 2)).toBeNull();
  });

  it('refuses in order: finished, with a partner, in a bag, Myanmar Post, served by the network, not here', () => {
    expect(gateRefusalOf(label({ status: 'delivered', withPartner: true }), 1)).toBe('finished');
    expect(gateRefusalOf(label({ withPartner: true, inBag: true }), 1)).toBe('with_partner');
    expect(gateRefusalOf(label({ inBag: true, labelType: 'mm_post' }), 1)).toBe('in_bag');
    expect(gateRefusalOf(label({ labelType: 'mm_post' }), 1)).toBe('mm_post');
    expect(gateRefusalOf(label({ destinationServed: true }), 1)).toBe('not_for_gate');
    expect(gateRefusalOf(label({ destinationServed: true, gateSubmit: true }), 1)).toBeNull();
    expect(gateRefusalOf(label(), 2)).toBe('not_here');
    expect(gateRefusalOf(label(), 1)).toBeNull();
  });

  it('a report delivers, or sends the parcel back to the branch that handed it over', () => {
    expect(gateReportStatus('collected', 'origin')).toBe('delivered');
    expect(gateReportStatus('returned', 'origin')).toBe('sendback_to_origin_branch');
    expect(gateReportStatus('returned', 'destination')).toBe('sendback_to_destination_branch');
    expect(gateSlipNo(42)).toBe('GS-000042');
    expect(gateSlipNo(1_234_567)).toBe('GS-1234567');
  });

  it('owes the gate its fee per parcel, and pays it from the bank', () => {
    expect(gateHandOverEntry({ submitId: 7, gateId: 3, branchId: 1, amount: 0 })).toBeNull();
    expect(gateHandOverEntry({ submitId: 7, gateId: 3, branchId: 1, amount: 4500 })).toEqual({
      naturalKey: 'gate-handover:7',
      kind: 'gate_handover',
      postings: [
        { account: 'expense:gate_fee:1', amount: 4500 },
        { account: 'payable:gate:3', amount: -4500 },
      ],
    });
    expect(gateSettleEntry({ settlementId: 2, gateId: 3, bankAccountId: 1, amount: 4500 }).postings).toEqual([
      { account: 'payable:gate:3', amount: 4500 },
      { account: 'bank:1', amount: -4500 },
    ]);
  });

  it('reads a gate and a hand-over as typed', () => {
    const gate = gateRequest.parse({
      name: ' Aung Mingalar ',
      township_id: 'MMR013016',
      operator: 'x',
      phone: '09 420 111 222',
    });
    expect(gate).toMatchObject({ name: 'Aung Mingalar', phone: '09420111222', fee: 1500, active: true });
    const refused = gateSubmitRequest.safeParse({
      gate_id: 1,
      label_ids: [],
      vehicle_no: '',
      driver_phone: '1',
      departs_at: 'tonight',
    });
    expect(refused.success).toBe(false);
    expect(refused.error!.issues.map((issue) => issue.message)).toContain('gate.chooseLabels');
  });
});

describe('a gate’s payables under any interleaving of hand-overs and payments', () => {
  it('pays each hand-over’s fee exactly once, never more than owed, whatever the order', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.integer({ min: 1, max: 50 }).map((parcels) => ({ parcels })),
            fc.constant('settle' as const),
          ),
          {
            maxLength: 40,
          },
        ),
        (steps) => {
          // The ledger as the server keeps it: balances moved by each entry's postings.
          const balances = new Map<string, number>();
          const post = (entry: { postings: { account: string; amount: number }[] }) => {
            for (const line of entry.postings)
              balances.set(line.account, (balances.get(line.account) ?? 0) + line.amount);
          };
          let handed = 0;
          let paid = 0;
          steps.forEach((step, index) => {
            if (step === 'settle') {
              // settleGate: what the payable says is owed, only when something is.
              const owed = -(balances.get('payable:gate:1') ?? 0);
              if (owed <= 0) return;
              post(gateSettleEntry({ settlementId: index, gateId: 1, bankAccountId: 1, amount: owed }));
              paid += owed;
            } else {
              const entry = gateHandOverEntry({ submitId: index, gateId: 1, branchId: 1, amount: 1500 * step.parcels });
              if (entry) post(entry);
              handed += 1500 * step.parcels;
            }
            // What Waypost owes the gate is never negative (never paid ahead), and paid + owed is what was handed.
            expect(balances.get('payable:gate:1') ?? 0).toBeLessThanOrEqual(0);
            expect(paid - (balances.get('payable:gate:1') ?? 0)).toBe(handed);
          });
        },
      ),
    );
  });
});
