import { describe, expect, it } from 'vitest';
import { courierFactsOf } from './courier-facts';

describe('courierFactsOf (issue 30 §5)', () => {
  it('prints the item name, the COD code and a temporary address the label has', () => {
    expect(
      courierFactsOf({ item_name: 'Longyi', cod_code: 'C-42', with_temp_address: true, temp_address: 'No. 5, Office' }),
    ).toEqual([
      { key: 'labelPrint.itemName', value: 'Longyi' },
      { key: 'labelPrint.codCode', value: 'C-42' },
      { key: 'labelPrint.tempAddress', value: 'No. 5, Office' },
    ]);
  });

  it('prints none it lacks, nor a temporary address not in use', () => {
    expect(courierFactsOf({ item_name: null, cod_code: null, with_temp_address: false, temp_address: 'Old' })).toEqual(
      [],
    );
  });
});
