import type { AcceptType, LabelType, PurchaseType, ServiceType } from '../labels/label-enums.js';
import { purchaseTypes, serviceTypes } from '../labels/label-enums.js';

export interface PurchaseTypeOptionsInput {
  acceptType: AcceptType;
  labelType: LabelType;
  /** The parcel is handed to a bus gate: the receiver pays the bus, so nobody can pay us at the other end. */
  gateSubmit: boolean;
}

/** Label types that take sender_pay and receiver_pay (spec §5). */
const payableLabelTypes: readonly LabelType[] = ['mm_post', 'fcs_express', 'royal_express'];

/**
 * The purchase (payment) types offered (spec §5): sender_pay for walk-in and COD on mm_post, fcs_express and
 * royal_express labels; receiver_pay the same but not under gate submit; from_cod and credit only for COD, from_cod
 * not under gate submit. In the order of `purchaseTypes`.
 */
export function purchaseTypeOptions({ acceptType, labelType, gateSubmit }: PurchaseTypeOptionsInput): PurchaseType[] {
  const offered: Record<PurchaseType, boolean> = {
    sender_pay: payableLabelTypes.includes(labelType),
    receiver_pay: payableLabelTypes.includes(labelType) && !gateSubmit,
    credit: acceptType === 'cod',
    from_cod: acceptType === 'cod' && !gateSubmit,
  };
  return purchaseTypes.filter((type) => offered[type]);
}

/** Service types offered per label type (spec §5): express for fcs_express and mm_post, vpp for mm_post only. */
export function serviceTypeOptions(labelType: LabelType): ServiceType[] {
  return serviceTypes.filter((type) => {
    if (type === 'express') return labelType === 'fcs_express' || labelType === 'mm_post';
    if (type === 'vpp') return labelType === 'mm_post';
    return true;
  });
}

export interface LabelOptionsChoice extends PurchaseTypeOptionsInput {
  purchaseType: PurchaseType;
  serviceType: ServiceType;
}

/** Field errors for a purchase or service type the rules above do not offer (the server's re-check). */
export function labelOptionErrors(choice: LabelOptionsChoice): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!purchaseTypeOptions(choice).includes(choice.purchaseType)) {
    errors.purchase_type = ['validation.invalidErrorMessage'];
  }
  if (!serviceTypeOptions(choice.labelType).includes(choice.serviceType)) {
    errors.service_type = ['validation.invalidErrorMessage'];
  }
  return errors;
}
