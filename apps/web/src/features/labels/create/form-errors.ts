import type { TFunction } from 'i18next';

/** The form's name: Ant Design gives each field the id `label_<field>`. */
export const labelFormName = 'label';

/** The same label under the sender and the receiver: a message names the side too ("Receiver Phone"). */
const partyFieldKeys = {
  name: 'labelForm.name',
  phone: 'labelForm.phone',
  region: 'labelForm.region',
  district: 'labelForm.district',
  township: 'labelForm.township',
  quarter: 'labelForm.quarter',
  postcode: 'labelForm.postcode',
  no: 'labelForm.houseNo',
  street: 'labelForm.street',
  address: 'labelForm.address',
} as const;

const fieldKeys = {
  contact_phone_list: 'labelForm.contactPhones',
  pickup_at_po: 'labelForm.pickupAtPo',
  type: 'labelForm.labelType',
  accept_type: 'labelForm.acceptType',
  item_type: 'labelForm.itemType',
  service_type: 'labelForm.serviceType',
  purchase_type: 'labelForm.purchaseType',
  weight: 'labelForm.weight',
  cod_amount: 'labelForm.codAmount',
  insurance_percent: 'labelForm.insurancePercent',
  discount_value: 'labelForm.discount',
  time_request: 'labelForm.timeRequest',
  services: 'labelForm.services',
  include_products: 'labelForm.includeProducts',
  reference_id: 'labelForm.referenceId',
  remark: 'labelForm.remark',
  deliver_branch_id: 'labelForm.deliverBranch',
  merchant_id: 'labelForm.merchant',
  preprint_code: 'labelForm.preprintCode',
} as const;

const sides = { source: 'labelForm.sender', destination: 'labelForm.receiver' } as const;

/** The words that name a form field in a message ("Receiver Phone", "Weight"); null for what is no field here. */
export function fieldLabel(field: string, t: TFunction): string | null {
  const [, side, rest] = /^(source|destination)_(.+)$/.exec(field) ?? [];
  if (side && rest && rest in partyFieldKeys) {
    return t('labelFormError.partyField', {
      party: t(sides[side as keyof typeof sides]),
      field: t(partyFieldKeys[rest as keyof typeof partyFieldKeys]),
    });
  }
  return field in fieldKeys ? t(fieldKeys[field as keyof typeof fieldKeys]) : null;
}

/** The toast of a refused submit: the first error, with the field it belongs to. */
export function namedError(field: string, message: string, t: TFunction): string {
  const label = fieldLabel(field, t);
  return label ? t('labelFormError.named', { field: label, message }) : message;
}

/** A field's form item (label, control and message), found by the id Ant Design gives the field's control. */
export function formItemOf(field: string, root: Document = document): HTMLElement | null {
  return root.getElementById(`${labelFormName}_${field}`)?.closest<HTMLElement>('.ant-form-item') ?? null;
}

/** The fields in the order they stand on the page (the first is the one to show). */
export function inPageOrder(fields: readonly string[], root: Document = document): string[] {
  const position = (field: string) => formItemOf(field, root);
  return [...fields].sort((a, b) => {
    const [first, second] = [position(a), position(b)];
    if (!first || !second) return first ? -1 : second ? 1 : 0;
    return first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}

/**
 * Scrolls a field's whole form item into view, its top just under the sticky top bar (the item's
 * scroll-margin-top in styles.css), so the label, the control and the message under it are all visible.
 */
export function scrollToField(field: string, root: Document = document): void {
  formItemOf(field, root)?.scrollIntoView({ block: 'start' });
}
