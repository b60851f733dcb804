import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptTypes, labelTypes, purchaseTypes, serviceTypes } from '../labels/label-enums.js';
import { labelOptionErrors, purchaseTypeOptions, serviceTypeOptions } from './label-options.js';

describe('purchaseTypeOptions (spec §5)', () => {
  it.each([
    ['walkin', 'fcs_express', false, ['sender_pay', 'receiver_pay']],
    ['walkin', 'mm_post', true, ['sender_pay']],
    ['walkin', 'all_parcel', false, []],
    ['cod', 'royal_express', false, ['sender_pay', 'receiver_pay', 'credit', 'from_cod']],
    ['cod', 'royal_express', true, ['sender_pay', 'credit']],
    ['cod', 'all_parcel', false, ['credit', 'from_cod']],
    ['cod', 'all_parcel', true, ['credit']],
  ] as const)('%s / %s / gate submit %s → %j', (acceptType, labelType, gateSubmit, options) => {
    expect(purchaseTypeOptions({ acceptType, labelType, gateSubmit })).toEqual(options);
  });

  it('never offers from_cod or receiver_pay under gate submit, nor from_cod or credit to walk-ins', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...acceptTypes),
        fc.constantFrom(...labelTypes),
        fc.boolean(),
        (acceptType, labelType, gateSubmit) => {
          const options = purchaseTypeOptions({ acceptType, labelType, gateSubmit });
          if (gateSubmit) {
            expect(options).not.toContain('from_cod');
            expect(options).not.toContain('receiver_pay');
          }
          if (acceptType === 'walkin') expect(options.filter((o) => o === 'from_cod' || o === 'credit')).toEqual([]);
          expect(options.every((option) => purchaseTypes.includes(option))).toBe(true);
        },
      ),
    );
  });
});

describe('serviceTypeOptions (spec §5)', () => {
  it.each([
    ['fcs_express', ['register', 'express', 'special', 'vpl']],
    ['mm_post', ['register', 'express', 'special', 'vpp', 'vpl']],
    ['royal_express', ['register', 'special', 'vpl']],
    ['all_parcel', ['register', 'special', 'vpl']],
  ] as const)('%s → %j', (labelType, options) => {
    expect(serviceTypeOptions(labelType)).toEqual(options);
    expect(options.every((option) => serviceTypes.includes(option))).toBe(true);
  });
});

describe('labelOptionErrors', () => {
  it('flags choices the rules do not offer', () => {
    expect(
      labelOptionErrors({
        acceptType: 'walkin',
        labelType: 'royal_express',
        gateSubmit: true,
        purchaseType: 'receiver_pay',
        serviceType: 'vpp',
      }),
    ).toEqual({ purchase_type: ['validation.invalidErrorMessage'], service_type: ['validation.invalidErrorMessage'] });
    expect(
      labelOptionErrors({
        acceptType: 'cod',
        labelType: 'mm_post',
        gateSubmit: false,
        purchaseType: 'from_cod',
        serviceType: 'vpp',
      }),
    ).toEqual({});
  });
});
