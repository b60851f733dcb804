import {
  groupThousands,
  isValidEmail,
  localizeDigits,
  merchantFields,
  parseNumberInput,
  readNumberInput,
  type CodFeeVersion,
  type FormRule,
  type Locale,
  type MerchantItem,
  type MerchantReceiverMessages,
  type MerchantType,
} from '@waypost/domain';
import { translate } from '@/lib/i18n';

/** What the merchant form holds: text as typed (Myanmar digits allowed), places and the branch as ids. */
export interface MerchantFormValues {
  name?: string;
  merchant_type: MerchantType;
  home_branch_id?: number;
  phone?: string;
  email?: string;
  region?: string;
  district?: string;
  township_id?: string;
  address?: string;
  /** Absent: the company's version (the rate table's). */
  cod_fee_version?: CodFeeVersion;
  bank_name?: string;
  bank_account_name?: string;
  bank_account_number?: string;
  credit_limit?: string;
  /** Messages to the receivers of its parcels: as each label says, all, or none. */
  receiver_messages: MerchantReceiverMessages;
  /** A new logo chosen in this form (the merchant's current one is shown from its URL). */
  logo?: File;
}

/** A merchant is onboarded as new: no shipping credit until it is an existing one (money design §4). */
export const initialMerchantFormValues: Partial<MerchantFormValues> = {
  merchant_type: 'new',
  receiver_messages: 'label',
};

/** The edit form of a merchant as it stands. */
export function merchantFormValuesOf(merchant: MerchantItem, locale: Locale): MerchantFormValues {
  return {
    name: merchant.name,
    merchant_type: merchant.merchant_type,
    home_branch_id: merchant.home_branch.id,
    phone: merchant.phone,
    email: merchant.email ?? undefined,
    region: merchant.region?.id,
    district: merchant.district?.id,
    township_id: merchant.township?.id,
    address: merchant.address ?? undefined,
    cod_fee_version: merchant.cod_fee_version,
    bank_name: merchant.bank?.name,
    bank_account_name: merchant.bank?.account_name,
    bank_account_number: merchant.bank?.account_number,
    credit_limit: merchant.credit_limit === null ? undefined : formatAmount(merchant.credit_limit, locale),
    receiver_messages: merchant.receiver_messages,
  };
}

/** The text fields the server reads (merchantFields), in the order they are sent. */
const textFields = [
  'name',
  'merchant_type',
  'home_branch_id',
  'phone',
  'email',
  'township_id',
  'address',
  'cod_fee_version',
  'bank_name',
  'bank_account_name',
  'bank_account_number',
  'credit_limit',
  'receiver_messages',
] as const;
type TextField = (typeof textFields)[number];

/** The fields a server field error can belong to: the text fields and the logo. */
export const merchantFormFields: readonly string[] = [...textFields, 'logo'];

export interface MerchantFormOptions {
  /** The user holds `credit.manage`: the form sends the credit limit (else the merchant keeps its own). */
  canSetCreditLimit: boolean;
}

/**
 * The form's text fields as the server reads them: every field sent as the form holds it (empty = none), except the
 * credit limit when this user may not set it (left out: the merchant keeps its limit). A new merchant's limit is 0.
 */
export function merchantTextFields(
  values: MerchantFormValues,
  { canSetCreditLimit }: MerchantFormOptions,
): Partial<Record<TextField, string>> {
  const text = (value: string | number | undefined) => (value === undefined ? '' : String(value));
  const fields: Partial<Record<TextField, string>> = {};
  for (const field of textFields) {
    if (field === 'credit_limit') {
      if (canSetCreditLimit) fields[field] = values.merchant_type === 'new' ? '0' : text(values[field]);
      continue;
    }
    fields[field] = text(values[field]);
  }
  return fields;
}

/** POST /api/merchant(/{id}) body: the text fields first, then the logo (the server reads them in that order). */
export function toMerchantFormData(values: MerchantFormValues, options: MerchantFormOptions): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(merchantTextFields(values, options))) form.append(field, value);
  if (values.logo) form.append('logo', values.logo, values.logo.name);
  return form;
}

/** Field errors of the whole form (cross-field rules: bank details whole or none, no credit for a new merchant). */
export function merchantFormErrors(
  values: MerchantFormValues,
  locale: Locale,
  options: MerchantFormOptions,
): Record<string, string[]> {
  const parsed = merchantFields.safeParse(merchantTextFields(values, options));
  if (parsed.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '');
    const key = /^(validation|merchant)\./.test(issue.message) ? issue.message : 'validation.invalidErrorMessage';
    (errors[field] ??= []).push(translate(locale, key));
  }
  return errors;
}

/** The e-mail box: empty is fine (it is optional), else it must read as an address. */
export const optionalEmailRule: FormRule = (value) =>
  typeof value === 'string' && value.trim() !== '' && !isValidEmail(value.trim())
    ? { key: 'validation.emailErrorMessage' }
    : null;

/** The credit limit box: a whole amount of kyat (thousands commas and Myanmar digits read), or empty. */
export const creditLimitRule: FormRule = (value) => {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  const reading = readNumberInput(value, 'amount');
  if (reading.errorKey !== undefined) return { key: reading.errorKey };
  return Number.isInteger(reading.value) && reading.value >= 0 ? null : { key: 'validation.wholeNumberErrorMessage' };
};

/** An amount as it reads once typed: "50000" → "50,000", in Myanmar digits in mm; anything else as typed. */
export function formatAmountInput(value: string | undefined, locale: Locale): string | undefined {
  const amount = value === undefined ? null : parseNumberInput(value);
  if (amount === null || !Number.isInteger(amount) || amount < 0) return value;
  return formatAmount(amount, locale);
}

const formatAmount = (amount: number, locale: Locale) => localizeDigits(groupThousands(amount), locale);
