import { describe, expect, it } from 'vitest';
import { dispatchCreateRequest, mailbagCloseRequest, mailbagFinishRequest } from './mailbag-schemas.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('the branch network’s requests', () => {
  it('reads a bag’s weight as typed: a decimal comma or point, Myanmar digits; never nothing, nonsense or too much', () => {
    expect(mailbagCloseRequest.parse({ weight: '2,5' })).toEqual({ weight: 2.5 });
    expect(mailbagCloseRequest.parse({ weight: '၃.၂၅' })).toEqual({ weight: 3.25 });
    expect(mailbagCloseRequest.parse({ weight: 4 })).toEqual({ weight: 4 });
    expect(messagesOf(mailbagCloseRequest.safeParse({ weight: '' }))).toEqual(['validation.weightErrorMessage']);
    expect(messagesOf(mailbagCloseRequest.safeParse({ weight: 'heavy' }))).toHaveLength(1);
    expect(messagesOf(mailbagCloseRequest.safeParse({ weight: '0' }))).toEqual(['validation.weightErrorMessage']);
    expect(messagesOf(mailbagCloseRequest.safeParse({ weight: 101 }))).toEqual(['validation.weightErrorMessage']);
    // Weighing again at the destination is optional.
    expect(mailbagFinishRequest.parse({})).toEqual({});
    expect(mailbagFinishRequest.parse({ weight: '2,1', note: 'Seal broken' })).toEqual({
      weight: 2.1,
      note: 'Seal broken',
    });
  });

  it('takes a carrier with an optional driver phone, stored in its local form, and refuses a wrong one', () => {
    const base = { destination_branch_id: 2, mailbag_ids: [1] };
    expect(
      dispatchCreateRequest.parse({
        ...base,
        carrier: { kind: 'bus', name: 'Shwe Mandalar', driver_phone: '+959421112223' },
      }).carrier.driver_phone,
    ).toBe('09421112223');
    expect(
      dispatchCreateRequest.parse({ ...base, carrier: { kind: 'bus', name: 'Bus', driver_phone: '' } }).carrier,
    ).toEqual({
      kind: 'bus',
      name: 'Bus',
      driver_phone: '',
    });
    expect(
      messagesOf(
        dispatchCreateRequest.safeParse({ ...base, carrier: { kind: 'bus', name: 'Bus', driver_phone: '12' } }),
      ),
    ).toEqual(['validation.phoneErrorMessage']);
    expect(
      messagesOf(dispatchCreateRequest.safeParse({ ...base, mailbag_ids: [], carrier: { kind: 'bus', name: 'Bus' } })),
    ).toEqual(['mailbag.chooseBags']);
  });
});
