import type { MerchantItem, SavedSender } from '@waypost/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadUiTexts } from '@/lib/i18n';
import { fieldLabel, namedError } from './form-errors';
import { holdsSender, repeatSenderUrl, senderValuesOfCustomer, senderValuesOfMerchant } from './sender-values';

const sender: SavedSender = {
  id: 7,
  name: 'Daw Khin',
  phone: '09421234567',
  region: { id: 'MM-06', name_en: 'Yangon Region', name_mm: 'ရန်ကုန်တိုင်းဒေသကြီး' },
  district: { id: 'MMR013D002', name_en: 'Yangon (East)', name_mm: 'ရန်ကုန်(အရှေ့ပိုင်း)' },
  township: { id: 'MMR013016', name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်', postcode: '1117' },
  address: 'No. 5, 49th Street',
};

describe('a saved sender in the form', () => {
  it('fills the sender block with every place level, the postcode padded, and clears what is not saved', () => {
    expect(senderValuesOfCustomer(sender)).toEqual({
      source_name: 'Daw Khin',
      source_phone: '09421234567',
      source_region: 'MM-06',
      source_district: 'MMR013D002',
      source_township: 'MMR013016',
      source_quarter: undefined,
      source_postcode: '01117',
      source_no: undefined,
      source_street: undefined,
      source_address: 'No. 5, 49th Street',
    });
  });

  it('is offered only while the form holds someone else', () => {
    expect(holdsSender(senderValuesOfCustomer(sender), sender)).toBe(true);
    expect(
      holdsSender(
        { source_name: 'Daw Khin ', source_township: 'MMR013016', source_address: 'No. 5, 49th Street' },
        sender,
      ),
    ).toBe(true);
    expect(holdsSender({ source_name: 'Daw Khin', source_township: 'MMR013016' }, sender)).toBe(false);
    expect(holdsSender({}, { ...sender, name: '', township: null, address: null })).toBe(true);
  });

  it('fills the sender block from the merchant chosen for a COD label', () => {
    const merchant = {
      id: 4,
      name: 'Shwe Online',
      merchant_type: 'existing',
      home_branch: { id: 1, code: 'YGN', name_en: 'YGN', name_mm: 'YGN' },
      phone: '09420000001',
      email: null,
      township: sender.township,
      district: sender.district,
      region: sender.region,
      address: null,
      bank: null,
      bank_updated_at: null,
      cod_fee_version: 2,
      credit_limit: 0,
      credit_balance: 0,
      logo_url: null,
      receiver_messages: 'label',
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    } satisfies MerchantItem;
    expect(senderValuesOfMerchant(merchant)).toMatchObject({
      source_name: 'Shwe Online',
      source_phone: '09420000001',
      source_region: 'MM-06',
      source_district: 'MMR013D002',
      source_township: 'MMR013016',
      source_address: undefined,
    });
  });

  it('opens the form for another label of the same sender by the label id', () => {
    expect(repeatSenderUrl(42)).toBe('/label/create?sender_of=42');
  });
});

describe('a refused submit names the field', () => {
  beforeAll(() => Promise.all((['en', 'mm', 'zh'] as const).map((locale) => loadUiTexts(locale))));

  it('with its side for the sender and receiver blocks, in the reader’s language', () => {
    const en = i18n.getFixedT('en');
    expect(namedError('destination_phone', 'This field is required.', en)).toBe(
      'Receiver Phone: This field is required.',
    );
    expect(namedError('weight', 'x', en)).toBe('Weight: x');
    expect(fieldLabel('source_no', en)).toBe('Sender House no.');
    expect(namedError('idempotency-key', 'Used.', en)).toBe('Used.');
    expect(namedError('destination_phone', 'y', i18n.getFixedT('mm'))).toBe('လက်ခံသူ ဖုန်း - y');
    expect(namedError('destination_phone', 'y', i18n.getFixedT('zh'))).toBe('收件人电话：y');
  });
});
