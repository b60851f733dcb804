/** Service names a label can carry (spec §3 "Service names"). i18n: `serviceName.*`. */
export const serviceNames = [
  'sms',
  'phone_call',
  'cod',
  'pickup_service',
  'pod',
  'vfl',
  'shipping',
  'ops',
  'stamped',
  'activated',
  'not_activated',
  'preprint',
  'pickup_at_parcel_locker',
  'free_flight_fee',
  'instant_deliver',
  'full_service',
  'quick_pay',
  'insurance_amount',
  'insurance_percent',
  'set_insurance_amount',
  'gate_submit',
  'can_view_gate_submit',
  'can_view_insurance',
] as const;
export type ServiceName = (typeof serviceNames)[number];

/** Services a counter clerk can tick (and an import row name); each may add a fee line (rates from the table). */
export const offeredServices = [
  'sms',
  'phone_call',
  'pickup_service',
  'pod',
  'vfl',
  'pickup_at_parcel_locker',
] as const satisfies readonly ServiceName[];

/**
 * Fee names (spec §3 "Fee names"): the codes of a quote's line items. The spec's "agent/za/mpost fees for accept,
 * deliver and full_service" are spelled `<party>_<step>_fee`. i18n: `feeName.*`.
 */
export const feeNames = [
  'shipping_fee',
  'mpost_shipping_fee',
  'fcs_shipping_fee',
  'stamped_shipping_fee',
  'cod_fee',
  'cod_charge',
  'sms_fee',
  'phone_call_fee',
  'pod_fee',
  'vfl_fee',
  'pickup_service_fee',
  'pickup_locker_fee',
  'instant_deliver_fee',
  'insurance_fee',
  'flight_fee',
  'gate_submit_amount',
  'tax_fee',
  'return_fee',
  'hold_mail_fee',
  'change_destination_fee',
  'cancellation_fee',
  'za_fee',
  'cash_collect_fee',
  'mpost_fee',
  'agent_accept_fee',
  'agent_deliver_fee',
  'agent_full_service_fee',
  'za_accept_fee',
  'za_deliver_fee',
  'za_full_service_fee',
  'mpost_accept_fee',
  'mpost_deliver_fee',
  'mpost_full_service_fee',
  'agent_discount',
  'cfr_amount',
  'discount',
] as const;
export type FeeName = (typeof feeNames)[number];

/**
 * Delivery zones of the default tariff (design glossary): Z1 within one of Yangon, Mandalay or Nay Pyi Taw (or within
 * one township), Z2 between those three cities, Z3 other towns by road, Z4 remote / mainly by air. i18n: `zone.*`.
 */
export const zones = ['z1', 'z2', 'z3', 'z4'] as const;
export type Zone = (typeof zones)[number];

/** COD fee formula versions (spec §9). */
export const codFeeVersions = [1, 2] as const;
export type CodFeeVersion = (typeof codFeeVersions)[number];
