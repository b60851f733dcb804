import { describe, expect, it } from 'vitest';
import { initialPortalBookingValues, toPortalLabel, toPortalQuote } from './portal-booking-model';

const sender = {
  name: 'Shwe Online Shop',
  phone: '09420000001',
  township: { id: 'MMR013016', name_en: 'Pazundaung', name_mm: 'ပုဇွန်တောင်' },
  address: 'No. 5, Bogyoke Road',
};
const values = {
  ...initialPortalBookingValues,
  destination_name: 'Ma Hla',
  destination_phone: '09791234567',
  destination_township: 'MMR010002',
  weight: '၁,၅',
  cod_amount: '25,000',
};

describe('the portal’s new label', () => {
  it('sends the merchant as the sender, his phone unless another is typed, and the COD amount as a number', () => {
    const label = toPortalLabel(values, sender);
    expect(label).toMatchObject({
      source_name: 'Shwe Online Shop',
      source_phone: '09420000001',
      source_township: 'MMR013016',
      source_address: 'No. 5, Bogyoke Road',
      accept_type: 'cod',
      cod_amount: 25_000,
      weight: 1.5,
    });
    expect(toPortalLabel({ ...values, source_phone: '09450000002' }, sender).source_phone).toBe('09450000002');
    expect(toPortalLabel({ ...values, collect_cod: false }, sender)).not.toHaveProperty('cod_amount');
  });

  it('asks for a fee preview only once the receiver’s township and the weight are there', () => {
    expect(toPortalQuote(values, sender)).toMatchObject({ destination_township: 'MMR010002', cod_amount: 25_000 });
    expect(toPortalQuote({ ...values, destination_township: undefined }, sender)).toBeNull();
    expect(toPortalQuote({ ...values, weight: '' }, sender)).toBeNull();
    expect(toPortalQuote(values, undefined)).toBeNull();
  });
});
