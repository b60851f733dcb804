import {
  discountColumnsOf,
  labelPaidAtOnBooking,
  padPostcode,
  paysOnDelivery,
  type LabelDraft,
  type LabelQuote,
  type LabelStatus,
  type ShippingType,
} from '@waypost/domain';
import type { NewLabelRow } from './labels.repository.js';

/** A township with the district and region its label row records, and the postcode used when none was typed. */
export interface LabelPlace {
  townshipId: string;
  districtId: string | null;
  regionId: string;
  postcode: string | null;
}

/** Everything a label row holds beyond the draft: decided by the booking (code, price, branches) or its history. */
export interface LabelRowFacts {
  companyId: number;
  trackingCode: string;
  source: LabelPlace;
  destination: LabelPlace;
  quote: LabelQuote;
  rateTableId: number | null;
  direct: boolean;
  status: LabelStatus;
  shippingType: ShippingType;
  acceptBranchId: number;
  deliverBranchId: number;
  viaBranchId?: number | null;
  customerId: number | null;
  /** The receiver as a saved customer (issue 12); labels booked before it have none. */
  receiverCustomerId?: number | null;
  creatorId: number;
  createdAt: Date;
  updatedAt: Date;
  deliveredAt?: Date | null;
  /** Reportable events (issue 13): when the origin branch took it in, when it was back with its sender. */
  acceptedAt?: Date | null;
  returnedAt?: Date | null;
}

/**
 * The row of a booked label: the draft's fields as stored (weight in grams, postcodes padded, fees from the quote).
 * The counter's create and the demo data both book through it, so a demo label is one the counter could have made.
 */
export function labelRowOf(draft: LabelDraft, facts: LabelRowFacts): NewLabelRow {
  const { source, destination, quote } = facts;
  return {
    companyId: facts.companyId,
    trackingCode: facts.trackingCode,
    type: draft.type,
    acceptType: draft.accept_type,
    serviceType: draft.service_type,
    itemType: draft.item_type,
    purchaseType: draft.purchase_type,
    weightGrams: Math.round(draft.weight * 1000),
    status: facts.status,
    shippingType: facts.shippingType,
    direct: facts.direct,
    sourceName: draft.source_name,
    sourcePhone: draft.source_phone,
    sourcePostcode: padPostcode(draft.source_postcode ?? source.postcode),
    sourceNo: draft.source_no ?? null,
    sourceStreet: draft.source_street ?? null,
    sourceQuarter: draft.source_quarter ?? null,
    sourceTownship: source.townshipId,
    sourceTown: source.districtId,
    sourceRegion: source.regionId,
    sourceAddress: draft.source_address ?? null,
    sourceNrc: draft.source_nrc ?? null,
    customerId: facts.customerId,
    merchantId: draft.merchant_id ?? null,
    destinationName: draft.destination_name,
    destinationPhone: draft.destination_phone,
    destinationPostcode: padPostcode(draft.destination_postcode ?? destination.postcode),
    destinationNo: draft.destination_no ?? null,
    destinationStreet: draft.destination_street ?? null,
    destinationQuarter: draft.destination_quarter ?? null,
    destinationTownship: destination.townshipId,
    destinationTown: destination.districtId,
    destinationRegion: destination.regionId,
    destinationAddress: draft.destination_address ?? null,
    destinationNrc: draft.destination_nrc ?? null,
    receiverCustomerId: facts.receiverCustomerId ?? null,
    contactPhoneList: draft.contact_phone_list,
    pickupAtPo: draft.pickup_at_po,
    acceptBranchId: facts.acceptBranchId,
    deliverBranchId: facts.deliverBranchId,
    viaBranchId: facts.viaBranchId ?? null,
    includeProducts: draft.include_products ?? null,
    referenceId: draft.reference_id ?? null,
    remark: draft.remark ?? null,
    timeRequestFrom: draft.time_request?.from ?? null,
    timeRequestTo: draft.time_request?.to ?? null,
    instantDeliver: draft.instant_deliver,
    gateSubmit: draft.gate_submit,
    flightService: draft.flight_service,
    services: draft.services,
    codAmount: draft.cod_amount ?? 0,
    insurancePercent: draft.insurance_percent ?? 0,
    feeLines: quote.lines,
    shippingFee: quote.lines.find((line) => line.code === 'shipping_fee')?.amount ?? 0,
    codFee: quote.lines.find((line) => line.code === 'cod_fee')?.amount ?? 0,
    totalCost: quote.total_cost,
    rateTableId: facts.rateTableId,
    creatorId: facts.creatorId,
    deliveredAt: facts.deliveredAt ?? null,
    acceptedAt: facts.acceptedAt ?? null,
    returnedAt: facts.returnedAt ?? null,
    createdAt: facts.createdAt,
    updatedAt: facts.updatedAt,
    withTempAddress: draft.with_temp_address,
    tempAddress: draft.with_temp_address ? (draft.temp_address ?? null) : null,
    deliveryType: draft.delivery_type,
    ratingType: draft.rating_type,
    flat: draft.flat,
    compensationFee: draft.compensation_fee ?? 0,
    finishItem: draft.finish_item,
    transactionLabel: draft.transaction_label,
    withSmartInvoice: draft.with_smart_invoice,
    codCode: draft.cod_code ?? null,
    itemName: draft.item_name ?? null,
    sourceAlpha3Code: draft.source_alpha_3_code,
    destinationAlpha3Code: draft.destination_alpha_3_code,
    ...discountColumnsOf(draft.discount),
    // Paid at the counter when booked; a receiver pays on delivery (the state update keeps that in step).
    paidAt:
      labelPaidAtOnBooking(draft.purchase_type, facts.createdAt) ??
      (facts.deliveredAt && paysOnDelivery(draft.purchase_type) ? facts.deliveredAt : null),
  };
}
