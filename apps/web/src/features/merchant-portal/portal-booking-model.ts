import {
  merchantQuoteRequest,
  parseDecimalInput,
  parseNumberInput,
  type ItemType,
  type MerchantQuoteRequest,
  type PortalLabelFields,
  type PortalSenderResponse,
  type PurchaseType,
  type ServiceName,
  type ServiceType,
} from '@waypost/domain';

/** The portal's new-label form (issue 30 §2): the sender is the merchant (only his phone may change). */
export interface PortalBookingValues {
  source_phone?: string;
  destination_name?: string;
  destination_phone?: string;
  destination_region?: string;
  destination_district?: string;
  destination_township?: string;
  destination_address?: string;
  service_type: ServiceType;
  item_type: ItemType;
  purchase_type: PurchaseType;
  weight?: string;
  collect_cod: boolean;
  cod_amount?: string;
  services: ServiceName[];
  reference_id?: string;
  remark?: string;
  preprint_code?: string;
}

/** The services a merchant ticks on the portal: the receiver's SMS and call, and proof of delivery. */
export const portalServiceChoices = ['sms', 'phone_call', 'pod'] as const satisfies readonly ServiceName[];

export const initialPortalBookingValues: PortalBookingValues = {
  service_type: 'express',
  item_type: 'parcel',
  purchase_type: 'sender_pay',
  collect_cod: true,
  services: [],
};

/** A typed number as sent; text that is no number goes as typed, for the server to say why. */
const numberOf = (value: string | undefined, parse = parseNumberInput): number | string | undefined => {
  if (value === undefined || value.trim() === '') return undefined;
  return parse(value) ?? value;
};

/** The create body: the merchant's sender details, the receiver and parcel as typed (the server checks them). */
export function toPortalLabel(values: PortalBookingValues, sender: PortalSenderResponse['data']): PortalLabelFields {
  const cod = values.collect_cod ? numberOf(values.cod_amount) : undefined;
  return {
    type: 'fcs_express',
    accept_type: values.collect_cod ? 'cod' : 'walkin',
    service_type: values.service_type,
    item_type: values.item_type,
    purchase_type: values.purchase_type,
    weight: numberOf(values.weight, parseDecimalInput) ?? '',
    source_name: sender.name,
    source_phone: values.source_phone?.trim() || sender.phone,
    source_township: sender.township.id,
    ...(sender.address ? { source_address: sender.address } : {}),
    destination_name: values.destination_name ?? '',
    destination_phone: values.destination_phone ?? '',
    destination_township: values.destination_township ?? '',
    destination_address: values.destination_address,
    services: values.services,
    reference_id: values.reference_id,
    remark: values.remark,
    ...(cod === undefined ? {} : { cod_amount: cod }),
    ...(values.preprint_code?.trim() ? { preprint_code: values.preprint_code.trim() } : {}),
  } as PortalLabelFields;
}

/** The fee preview's request, or null while the form lacks what the fees depend on. */
export function toPortalQuote(
  values: PortalBookingValues | undefined,
  sender: PortalSenderResponse['data'] | undefined,
): MerchantQuoteRequest | null {
  if (!values || !sender || !values.destination_township) return null;
  const parsed = merchantQuoteRequest.safeParse(toPortalLabel(values, sender));
  return parsed.success && parsed.data.weight > 0 ? parsed.data : null;
}
