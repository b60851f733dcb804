import { labelOptionErrors } from '../options/label-options.js';
import {
  codFeeRule,
  percentRule,
  phoneRule,
  phoneTagsRule,
  weightRule,
  type RuleMessage,
} from '../validation/form-rules.js';
import { tempAddressErrors } from './label-extra-fields.js';
import type { AcceptType, LabelType, PurchaseType, ServiceType } from './label-enums.js';

/** Bounds of a label's numbers (the spec gives none; these are what a domestic courier counter accepts). */
export const labelLimits = {
  /** Kilograms: 10 g up to the heaviest parcel the rate table prices per extra kg. */
  minWeightKg: 0.01,
  maxWeightKg: 100,
  /** Whole kyat collected on delivery. */
  minCodAmount: 1,
  maxCodAmount: 10_000_000,
  /** Insurance is a percent of the declared value. */
  maxInsurancePercent: 100,
} as const;

/** The insurance box's rule: a whole percent of the declared value, 0–100, the message saying so. */
export const insurancePercentRule = percentRule(
  labelLimits.maxInsurancePercent,
  'validation.insurancePercentErrorMessage',
);

/** The parts of a label draft the cross-field rules read. */
export interface LabelDraftRulesInput {
  type: LabelType;
  accept_type: AcceptType;
  service_type: ServiceType;
  purchase_type: PurchaseType;
  weight: number;
  source_phone: string;
  destination_phone: string;
  contact_phone_list?: readonly string[];
  gate_submit?: boolean;
  cod_amount?: number | undefined;
  insurance_percent?: number | undefined;
  time_request?: { from: string; to: string } | undefined;
  merchant_id?: number | undefined;
  with_temp_address?: boolean;
  temp_address?: string | undefined;
}

type FieldCheck = (field: string, error: RuleMessage | null) => void;

function collector(): { errors: Record<string, RuleMessage[]>; check: FieldCheck } {
  const errors: Record<string, RuleMessage[]> = {};
  return { errors, check: (field, error) => void (error && (errors[field] ??= []).push(error)) };
}

type AmountsInput = Pick<LabelDraftRulesInput, 'accept_type' | 'weight' | 'cod_amount' | 'insurance_percent'>;

function checkAmounts(draft: AmountsInput, check: FieldCheck, { codRequired }: { codRequired: boolean }): void {
  check('weight', weightRule(labelLimits.minWeightKg, labelLimits.maxWeightKg)(draft.weight));
  if (draft.accept_type === 'cod') {
    if (codRequired || draft.cod_amount !== undefined) {
      check('cod_amount', codFeeRule(labelLimits.minCodAmount, labelLimits.maxCodAmount)(draft.cod_amount));
    }
  } else if ((draft.cod_amount ?? 0) > 0) {
    // Only a COD booking collects cash from the receiver.
    check('cod_amount', { key: 'validation.invalidErrorMessage' });
  }
  check('insurance_percent', insurancePercentRule(draft.insurance_percent));
}

/**
 * The number rules alone (weight, COD amount and insurance in range), for the fee quote: it prices only what create would
 * accept, but may come before the COD amount is typed.
 */
export function validateLabelAmounts(draft: AmountsInput): Record<string, RuleMessage[]> {
  const { errors, check } = collector();
  checkAmounts(draft, check, { codRequired: false });
  return errors;
}

/** Field errors a draft breaks, as spec §8 message keys (with parameters); empty when the draft is valid. */
export function validateLabelDraft(draft: LabelDraftRulesInput): Record<string, RuleMessage[]> {
  const { errors, check } = collector();
  check('source_phone', phoneRule(draft.source_phone));
  check('destination_phone', phoneRule(draft.destination_phone));
  check('contact_phone_list', phoneTagsRule()(draft.contact_phone_list ?? []));
  checkAmounts(draft, check, { codRequired: true });
  // A COD label's money is paid out to a merchant (issue 11): there must be one.
  if (draft.accept_type === 'cod' && draft.merchant_id === undefined) {
    check('merchant_id', { key: 'label.merchantRequired' });
  }
  if (draft.time_request && draft.time_request.from >= draft.time_request.to) {
    check('time_request', { key: 'validation.timeRangeErrorMessage' });
  }
  const options = labelOptionErrors({
    acceptType: draft.accept_type,
    labelType: draft.type,
    gateSubmit: draft.gate_submit ?? false,
    purchaseType: draft.purchase_type,
    serviceType: draft.service_type,
  });
  for (const [field, keys] of Object.entries(options)) for (const key of keys) check(field, { key });
  for (const [field, messages] of Object.entries(tempAddressErrors(draft)))
    for (const message of messages) check(field, message);
  return errors;
}
