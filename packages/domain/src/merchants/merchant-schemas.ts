import { z } from 'zod';
import { entityId, kyatAmount } from '../common/number-schemas.js';
import { paginatedResponse, paginatorDefaults } from '../common/pagination.js';
import { multiLineText, singleLineText, withoutControlCharacters } from '../common/text-schemas.js';
import { codFeeVersions } from '../fees/fee-enums.js';
import { isValidEmail } from '../validation/form-rules.js';
import { readNumberInput } from '../validation/number-input.js';
import { isValidPhone, toStoredPhone } from '../validation/phone.js';
import { merchantReceiverMessages, merchantTypes } from './merchant-enums.js';

/** Multipart fields arrive as text: an empty one is absent. */
const optionalText = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    singleLineText({ min: 1, max }).optional(),
  );
/** A whole number typed as text (Myanmar digits and thousands commas read as numbers). */
const typedNumber = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value, ctx) => {
    if (typeof value !== 'string') return value;
    if (value.trim() === '') return undefined;
    const reading = readNumberInput(value, 'amount');
    if (reading.errorKey === undefined) return reading.value;
    ctx.addIssue({ code: 'custom', message: reading.errorKey, input: value });
    return z.NEVER;
  }, schema);

/**
 * The text fields of POST /api/merchant and POST /api/merchant/{id} (multipart, with an optional `logo` file).
 * The sender details (name, phone, township, address) are what a COD label booked for the merchant starts with.
 * Bank details are given whole or not at all; setting or changing them, like the credit limit, needs the password
 * typed again (and the limit `credit.manage`).
 */
export const merchantFields = z
  .object({
    name: singleLineText({ min: 1, max: 120 }),
    merchant_type: z.enum(merchantTypes),
    home_branch_id: entityId({ message: 'validation.noselectErrorMessage' }),
    phone: z.preprocess(
      (value) => (typeof value === 'string' ? toStoredPhone(value) : value),
      withoutControlCharacters(z.string().min(1).max(20)).refine(isValidPhone, 'validation.phoneErrorMessage'),
    ),
    email: optionalText(120).refine(
      (value) => value === undefined || isValidEmail(value),
      'validation.emailErrorMessage',
    ),
    township_id: singleLineText({ min: 1, max: 40 }),
    address: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      multiLineText({ min: 1, max: 500 }).optional(),
    ),
    bank_name: optionalText(80),
    bank_account_name: optionalText(120),
    bank_account_number: optionalText(40),
    /** Default: the company's (the rate table's `cod_fee_version`). Frozen on each label when it is booked. */
    cod_fee_version: typedNumber(z.union(codFeeVersions.map((version) => z.literal(version))).optional()),
    /** Kyat of shipping credit this merchant may owe; new merchants have none (money design §4). */
    credit_limit: typedNumber(kyatAmount.optional()),
    /** Messages to its parcels' receivers (issue 29): as each label says, all, or none. */
    receiver_messages: z.enum(merchantReceiverMessages, 'validation.noselectErrorMessage').default('label'),
  })
  .superRefine((fields, ctx) => {
    const bank = [fields.bank_name, fields.bank_account_name, fields.bank_account_number];
    if (bank.some((part) => part !== undefined) && bank.some((part) => part === undefined)) {
      for (const [index, field] of (['bank_name', 'bank_account_name', 'bank_account_number'] as const).entries()) {
        if (bank[index] === undefined)
          ctx.addIssue({ code: 'custom', path: [field], message: 'validation.emptyErrorMessage' });
      }
    }
    if (fields.merchant_type === 'new' && (fields.credit_limit ?? 0) > 0) {
      ctx.addIssue({ code: 'custom', path: ['credit_limit'], message: 'merchant.newMerchantNoCredit' });
    }
  });
export type MerchantFields = z.infer<typeof merchantFields>;

export const merchantIdParams = z.object({ id: entityId() });

/** GET /api/merchant: the company's merchants, by name or phone, optionally of one home branch. */
export const merchantListQuery = z.object({
  search: singleLineText({ min: 1, max: 60 }).optional(),
  home_branch_id: entityId().optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize),
});
export type MerchantListQuery = z.infer<typeof merchantListQuery>;

const place = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });
const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

/** A merchant as the screens and the label form show it. */
export const merchantItem = z.object({
  id: z.number().int(),
  name: z.string(),
  merchant_type: z.enum(merchantTypes),
  home_branch: branchRef,
  phone: z.string(),
  email: z.string().nullable(),
  township: place.nullable(),
  /** The township's district and region, so the label form can fill its place pickers. */
  district: place.nullable(),
  region: place.nullable(),
  address: z.string().nullable(),
  bank: z.object({ name: z.string(), account_name: z.string(), account_number: z.string() }).nullable(),
  /** When the bank details last changed (a payout within 7 days of it needs a second approver). */
  bank_updated_at: z.string().nullable(),
  cod_fee_version: z.union(codFeeVersions.map((version) => z.literal(version))),
  /** Null for a user without a money permission (seesMerchantMoney), as `bank` is. */
  credit_limit: z.number().int().nullable(),
  /** Shipping credit owed now (negative: paid in advance); null as credit_limit. */
  credit_balance: z.number().int().nullable(),
  /** `/api/merchant/{id}/logo?v=…`, or null without a logo. */
  logo_url: z.string().nullable(),
  receiver_messages: z.enum(merchantReceiverMessages),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MerchantItem = z.infer<typeof merchantItem>;

export const merchantListResponse = paginatedResponse(merchantItem);
export type MerchantListResponse = z.infer<typeof merchantListResponse>;
export const merchantResponse = z.object({ data: merchantItem });
export type MerchantResponse = z.infer<typeof merchantResponse>;
