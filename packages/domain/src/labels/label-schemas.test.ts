import { describe, expect, it } from 'vitest';
import {
  labelBatchQuery,
  maxPrintIds,
  labelDraft,
  labelListQuery,
  labelQuoteRequest,
  merchantLabelFields,
  merchantQuoteRequest,
  trackByDateColumns,
  trackByDateQuery,
} from './label-schemas.js';

const body = {
  type: 'fcs_express',
  accept_type: 'walkin',
  service_type: 'express',
  item_type: 'parcel',
  purchase_type: 'sender_pay',
  weight: 1.5,
  source_name: 'Ko Aung',
  source_phone: '09421234567',
  source_township: 'MMR013016',
  destination_name: 'Ma Hla',
  destination_phone: '09791234567',
  destination_township: 'MMR010002',
  deliver_branch_id: 2,
};

describe('labelDraft', () => {
  it('parses the minimum body with defaults', () => {
    const draft = labelDraft.parse(body);
    expect(draft).toMatchObject({ contact_phone_list: [], services: [], pickup_at_po: false, gate_submit: false });
  });

  it('reads Burmese digits, trims text and strips slashes', () => {
    const draft = labelDraft.parse({
      ...body,
      weight: '၂.၅',
      source_phone: '၀၉-၄၂၁ ၂၃၄ ၅၆၇',
      source_name: '  Ko/Aung  ',
      remark: '   ',
      accept_type: 'cod',
      cod_amount: '၅၀,၀၀၀',
      merchant_id: '4',
    });
    expect(draft).toMatchObject({ weight: 2.5, source_phone: '09421234567', source_name: 'KoAung', cod_amount: 50000 });
    expect(draft.remark).toBeUndefined();
  });

  it('reports field errors and rule errors together', () => {
    const result = labelDraft.safeParse({ ...body, destination_name: ' ', weight: 'heavy' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.')).sort()).toEqual(['destination_name', 'weight']);
    const rules = labelDraft.safeParse({ ...body, source_phone: '12', destination_name: '' });
    expect(rules.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual(
      expect.arrayContaining([
        ['destination_name', expect.any(String)],
        ['source_phone', 'validation.phoneErrorMessage'],
      ]),
    );
    // A field the rules read that did not parse holds them back (the COD label's missing merchant waits).
    const held = labelDraft.safeParse({ ...body, weight: 'heavy', accept_type: 'cod', cod_amount: 5000 });
    expect(held.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['weight']);
    const codRule = labelDraft.safeParse({ ...body, accept_type: 'cod', cod_amount: 5000 });
    expect(codRule.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['merchant_id']);
    // A body that is no object at all is one error, not a crash in the rules.
    for (const notAnObject of [null, true, 'label', 42, []]) {
      const refused = labelDraft.safeParse(notAnObject);
      expect(refused.error?.issues.map((issue) => issue.path.length)).toEqual([0]);
    }
    const ranged = labelDraft.safeParse({ ...body, weight: 500 });
    expect(ranged.error?.issues[0]).toMatchObject({ message: 'validation.weightErrorMessage', params: { max: 100 } });
  });

  it('reads weights with a decimal comma and phones with the country code, as typed at the counter', () => {
    const draft = labelDraft.parse({
      ...body,
      weight: '1,5',
      source_phone: '+95 9 421 234 567',
      destination_phone: '959791234567',
      contact_phone_list: ['+959791234568'],
    });
    expect(draft).toMatchObject({
      weight: 1.5,
      source_phone: '09421234567',
      destination_phone: '09791234567',
      contact_phone_list: ['09791234568'],
    });
    const ambiguous = labelDraft.safeParse({ ...body, weight: '1,234.5' });
    expect(ambiguous.error?.issues).toEqual([
      expect.objectContaining({ path: ['weight'], message: 'validation.ambiguousNumberErrorMessage' }),
    ]);
    const misgrouped = labelQuoteRequest.safeParse({ ...body, accept_type: 'cod', cod_amount: '2,5' });
    expect(misgrouped.error?.issues).toEqual([
      expect.objectContaining({ path: ['cod_amount'], message: 'validation.thousandsSeparatorErrorMessage' }),
    ]);
  });

  it('quotes from the fee fields only', () => {
    expect(labelQuoteRequest.parse(body)).not.toHaveProperty('source_name');
  });

  it('takes no merchant or saved customer from a merchant’s system: its key names the merchant', () => {
    const sent = { ...body, merchant_id: 3, customer_id: 9 };
    expect(merchantLabelFields.parse(sent)).not.toHaveProperty('merchant_id');
    expect(merchantLabelFields.parse(sent)).not.toHaveProperty('customer_id');
    expect(merchantQuoteRequest.parse(sent)).not.toHaveProperty('merchant_id');
    expect(merchantQuoteRequest.safeParse({ ...body, weight: 1e308 }).success).toBe(false);
  });
});

describe('list and report queries', () => {
  it('defaults the list to the first page of the search tab', () => {
    expect(labelListQuery.parse({})).toMatchObject({ side: 'sender', tab: 'search', page: 1, per_page: 9 });
    expect(labelListQuery.parse({ page: '၃' }).page).toBe(3);
    expect(labelListQuery.safeParse({ from: '2026/01/01' }).success).toBe(false);
    expect(labelListQuery.safeParse({ group: 'ongoing', from: '01/01/2026', to: '2026-01-31' }).success).toBe(true);
  });

  it('needs both ends of the track-by-date range', () => {
    expect(trackByDateQuery.safeParse({ from: '01/11/2026' }).success).toBe(false);
    expect(trackByDateQuery.parse({ from: '01/11/2026', to: '22/11/2026' })).toMatchObject({ from: '01/11/2026' });
    expect(trackByDateColumns[0]).toBe('pending');
  });

  it('reads the ids of a batch once each, in the order given, up to the print limit', () => {
    expect(labelBatchQuery.parse({ ids: '3, 1,3,,2' }).ids).toEqual([3, 1, 2]);
    expect(labelBatchQuery.safeParse({ ids: '' }).success).toBe(false);
    expect(labelBatchQuery.safeParse({ ids: '1,x' }).success).toBe(false);
    const many = (count: number) => Array.from({ length: count }, (_, index) => index + 1).join(',');
    expect(labelBatchQuery.parse({ ids: many(maxPrintIds) }).ids).toHaveLength(maxPrintIds);
    expect(labelBatchQuery.safeParse({ ids: many(maxPrintIds + 1) }).success).toBe(false);
    expect(labelBatchQuery.safeParse({}).success).toBe(false);
  });
});
