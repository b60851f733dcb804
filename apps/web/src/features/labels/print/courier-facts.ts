import type { LabelDetail } from '@waypost/domain';

/** A fact the courier needs on the printed label (issue 30 §5), by its labelPrint text key. */
export interface CourierFact {
  key: 'labelPrint.itemName' | 'labelPrint.codCode' | 'labelPrint.tempAddress';
  value: string;
}

type CourierFields = Pick<LabelDetail, 'item_name' | 'cod_code' | 'with_temp_address' | 'temp_address'>;

/**
 * What a courier needs beyond the receiver and the fees (issue 30 §5): the item's name (to hand over the right
 * parcel), the merchant's COD code (to quote when paying in) and a temporary address the receiver asked for (where to
 * deliver this time). Only those the label has.
 */
export function courierFactsOf(label: CourierFields): CourierFact[] {
  const facts: CourierFact[] = [];
  if (label.item_name) facts.push({ key: 'labelPrint.itemName', value: label.item_name });
  if (label.cod_code) facts.push({ key: 'labelPrint.codCode', value: label.cod_code });
  if (label.with_temp_address && label.temp_address) {
    facts.push({ key: 'labelPrint.tempAddress', value: label.temp_address });
  }
  return facts;
}
