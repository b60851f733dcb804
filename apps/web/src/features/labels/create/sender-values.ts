import { padPostcode, type LabelDetail, type MerchantItem, type SavedSender } from '@waypost/domain';
import { routeUrl } from '@/lib/app-routes';
import type { LabelFormValues } from './label-form-model';

/** The query parameter of "another label for this sender" (/label/create?sender_of={labelId}). */
export const senderOfParam = 'sender_of';

/** The create form with the sender of this label filled in. */
export function repeatSenderUrl(labelId: number): string {
  return `${routeUrl('label-create') ?? '/label/create'}?${senderOfParam}=${labelId}`;
}

type SenderValues = Pick<
  LabelFormValues,
  | 'source_name'
  | 'source_phone'
  | 'source_region'
  | 'source_district'
  | 'source_township'
  | 'source_quarter'
  | 'source_postcode'
  | 'source_no'
  | 'source_street'
  | 'source_address'
>;

/** "Another label for this sender": the sender block of an existing label, places as the pickers hold them. */
export function senderValuesOfLabel(label: LabelDetail): SenderValues {
  return {
    source_name: label.source_name,
    source_phone: label.source_phone,
    source_region: label.source_region?.id,
    source_district: label.source_town?.id,
    source_township: label.source_township?.id,
    source_quarter: label.source_quarter?.id,
    source_postcode: label.source_postcode ?? undefined,
    source_no: label.source_no ?? undefined,
    source_street: label.source_street ?? undefined,
    source_address: label.source_address ?? undefined,
  };
}

/** A saved sender (GET /api/customers) as the sender block; the ward, house no. and street are not saved. */
export function senderValuesOfCustomer(sender: SavedSender): SenderValues {
  return {
    source_name: sender.name,
    source_phone: sender.phone,
    source_region: sender.region?.id,
    source_district: sender.district?.id,
    source_township: sender.township?.id,
    source_quarter: undefined,
    source_postcode: padPostcode(sender.township?.postcode) ?? undefined,
    source_no: undefined,
    source_street: undefined,
    source_address: sender.address ?? undefined,
  };
}

/**
 * A merchant chosen for a COD label (GET /api/merchant) as the sender block: its name, phone, places and address, as
 * the merchant form saved them; the ward, postcode, house no. and street are not kept on a merchant.
 */
export function senderValuesOfMerchant(merchant: MerchantItem): SenderValues {
  return {
    source_name: merchant.name,
    source_phone: merchant.phone,
    source_region: merchant.region?.id,
    source_district: merchant.district?.id,
    source_township: merchant.township?.id,
    source_quarter: undefined,
    source_postcode: undefined,
    source_no: undefined,
    source_street: undefined,
    source_address: merchant.address ?? undefined,
  };
}

const same = (a: string | undefined, b: string | null | undefined) => (a?.trim() || null) === (b?.trim() || null);

/** Whether the form already holds this sender (then there is nothing to offer). */
export function holdsSender(values: Partial<LabelFormValues>, sender: SavedSender): boolean {
  return (
    same(values.source_name, sender.name) &&
    same(values.source_township, sender.township?.id) &&
    same(values.source_address, sender.address)
  );
}
