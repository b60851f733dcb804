import type { BranchListItem, LocationItem } from '@waypost/domain';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  branchServing,
  draftErrors,
  initialLabelFormValues,
  toLabelDraft,
  toQuoteRequest,
  type LabelFormValues,
} from './label-form-model';

const branch = (id: number, code: string, town: string, type: 'fcs' | 'agent' = 'fcs'): BranchListItem => ({
  id,
  code,
  name_en: `${town} Branch`,
  name_mm: town,
  town,
  type,
  international_mail: false,
});
const branches = [
  branch(1, 'YGN', 'Yangon'),
  branch(2, 'MDY', 'Mandalay'),
  branch(3, 'NPT', 'Nay Pyi Taw'),
  branch(8, 'MYK', 'Myitkyina', 'agent'),
];
const place = (level: LocationItem['level'], name_en: string): LocationItem => ({
  id: name_en,
  level,
  name_en,
  name_mm: name_en,
  postcode: null,
  parent_id: null,
});

const filled: LabelFormValues = {
  ...(initialLabelFormValues as LabelFormValues),
  weight: '၁.၅',
  source_name: ' Ko Aung ',
  source_phone: '09421234567',
  source_township: 'MMR013016',
  destination_name: 'Ma Hla',
  destination_phone: '၀၉၇၉၁၂၃၄၅၆၇',
  destination_township: 'MMR010002',
  deliver_branch_id: 2,
};

describe('the delivering branch preselected from the receiver township', () => {
  it('is the branch of the township district (Yangon (East) → YGN, Mandalay → MDY)', () => {
    const yangon = { region: place('region', 'Yangon Region'), district: place('district', 'Yangon (East)') };
    expect(branchServing(branches, { ...yangon, township: place('township', 'Pazundaung') })?.code).toBe('YGN');
    const mandalay = { region: place('region', 'Mandalay Region'), district: place('district', 'Mandalay') };
    expect(branchServing(branches, { ...mandalay, township: place('township', 'Chanayethazan') })?.code).toBe('MDY');
  });

  it('falls back to the branch of the region (Pyinmana, Det Khi Na district → NPT)', () => {
    const path = {
      region: place('region', 'Nay Pyi Taw Union Territory'),
      district: place('district', 'Det Khi Na'),
      township: place('township', 'Pyinmana'),
    };
    expect(branchServing(branches, path)?.code).toBe('NPT');
  });

  it('is none where no branch serves, so the clerk chooses', () => {
    const path = {
      region: place('region', 'Chin State'),
      district: place('district', 'Hakha'),
      township: place('township', 'Hakha'),
    };
    expect(branchServing(branches, path)).toBeUndefined();
  });
});

describe('the create body from the form', () => {
  it('reads Burmese digits, leaves out a COD amount of a walk-in and formats the time window', () => {
    const draft = toLabelDraft({
      ...filled,
      cod_amount: '5000',
      time_request: [dayjs('2026-01-01T09:00'), dayjs('2026-01-01T12:30')],
    });
    expect(draft.weight).toBe(1.5);
    expect(draft).not.toHaveProperty('cod_amount');
    expect(draft.time_request).toEqual({ from: '09:00', to: '12:30' });
  });

  it('is valid for a filled form, and names the fields the rules refuse, localized', () => {
    expect(draftErrors(filled, 'en')).toEqual({});
    const errors = draftErrors({ ...filled, accept_type: 'cod', purchase_type: 'from_cod', cod_amount: '' }, 'en');
    expect(errors.cod_amount?.[0]).toBe('This field is required.');
    const wrongPayment = draftErrors({ ...filled, purchase_type: 'credit' }, 'mm');
    expect(Object.keys(wrongPayment)).toEqual(['purchase_type']);
  });
});

describe('the fee preview request', () => {
  it('waits for both townships and a weight', () => {
    expect(toQuoteRequest({ ...filled, destination_township: undefined })).toBeNull();
    expect(toQuoteRequest({ ...filled, weight: '' })).toBeNull();
    expect(toQuoteRequest({ ...filled, weight: 'abc' })).toBeNull();
  });

  it('carries what the fees depend on', () => {
    expect(toQuoteRequest({ ...filled, services: ['sms'] })).toMatchObject({
      service_type: 'express',
      weight: 1.5,
      source_township: 'MMR013016',
      destination_township: 'MMR010002',
      services: ['sms'],
    });
  });
});
