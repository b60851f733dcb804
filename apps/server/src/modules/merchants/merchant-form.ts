import { refusingDuplicate } from '../../lib/refusing-duplicate.js';
import {
  defaultRateTable,
  hasPermission,
  merchantFields,
  type CodFeeVersion,
  type MerchantFields,
} from '@waypost/domain';
import type { Clock } from '../../lib/clock.js';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { logoFileField } from '../../lib/logo-images.js';
import { reauthChallenge } from '../../plugins/access-guard.js';
import type { MultipartForm } from '../../plugins/multipart-form.js';
import type { Actor } from '../../plugins/request-context.js';
import { merchantsRepository, type MerchantRow } from './merchants.repository.js';

export interface MerchantDeps {
  db: Database;
  clock: Clock;
}

/** POST /api/merchant and POST /api/merchant/{id}: the text fields and one logo, its type told by its bytes. */
export const merchantForm = {
  fields: merchantFields,
  files: { logo: logoFileField },
} satisfies MultipartForm<typeof merchantFields>;

/** What a create or an update form brings: its fields and, when one was chosen, a new logo. */
export interface MerchantSubmission {
  fields: MerchantFields;
  logo: Uint8Array | undefined;
}

type Bank = Pick<MerchantRow, 'bankName' | 'bankAccountName' | 'bankAccountNumber'>;

/** The bank columns of a form: all three or none (merchantFields refuses a partial set). */
export function bankOf(fields: MerchantFields): Bank {
  const whole = fields.bank_name && fields.bank_account_name && fields.bank_account_number;
  return {
    bankName: whole ? fields.bank_name! : null,
    bankAccountName: whole ? fields.bank_account_name! : null,
    bankAccountNumber: whole ? fields.bank_account_number! : null,
  };
}

export const sameBank = (a: Bank, b: Bank) =>
  a.bankName === b.bankName && a.bankAccountName === b.bankAccountName && a.bankAccountNumber === b.bankAccountNumber;

/**
 * Money design §5: setting or changing bank details or a credit limit needs the password typed again in this session
 * within the last few minutes; a limit needs `credit.manage` too (asked first: no password for what is refused).
 */
export function guardSensitiveChanges(
  actor: Actor,
  change: { bank: boolean; creditLimit: boolean; codFeeVersion?: boolean },
): void {
  if (change.creditLimit && !hasPermission(actor, 'credit.manage')) throw new AppError('FORBIDDEN');
  if ((change.bank || change.creditLimit || change.codFeeVersion) && !actor.recentlyReauthenticated) {
    throw new AppError('REAUTH_REQUIRED', { headers: reauthChallenge });
  }
}

/**
 * The home branch must be one of the company's and the township a township (422 on the field); returns the COD fee
 * version a merchant gets when the form names none: the company's, from its active rate table.
 */
export async function checkFormPlaces(
  db: Database,
  actor: Actor,
  fields: MerchantFields,
): Promise<{ companyCodFeeVersion: CodFeeVersion }> {
  const found = await merchantsRepository.lookUpForm(db, {
    companyId: actor.companyId,
    branchId: fields.home_branch_id,
    townshipId: fields.township_id,
  });
  const fieldErrors: Record<string, string[]> = {};
  if (!found.branch) fieldErrors.home_branch_id = ['validation.noselectErrorMessage'];
  if (!found.township) fieldErrors.township_id = ['validation.noselectErrorMessage'];
  if (Object.keys(fieldErrors).length > 0) throw new AppError('VALIDATION_FAILED', { fieldErrors });
  return { companyCodFeeVersion: (found.codFeeVersion ?? defaultRateTable.cod_fee_version) as CodFeeVersion };
}

/** The columns the form sets (all but the bank, the COD fee version and the credit limit, decided by each use case). */
export function formColumns(fields: MerchantFields) {
  return {
    name: fields.name,
    merchantType: fields.merchant_type,
    homeBranchId: fields.home_branch_id,
    phone: fields.phone,
    email: fields.email ?? null,
    townshipId: fields.township_id,
    address: fields.address ?? null,
    receiverMessages: fields.receiver_messages,
  };
}

/** Runs a write; a second merchant of the company with the same name (any case) is a 422 on the name, not a 500. */
export const refusingTakenName = <T>(write: () => Promise<T>): Promise<T> =>
  refusingDuplicate(write, { constraint: 'merchants_company_name_unique', field: 'name', key: 'merchant.nameTaken' });

/** What the audit log keeps of a merchant: every field a person set (not the logo's bytes, only its version). */
export function auditSnapshot(row: Omit<NewMerchant, 'companyId'>, creditLimit: number, logoSha256: string | null) {
  return {
    name: row.name,
    merchant_type: row.merchantType,
    home_branch_id: row.homeBranchId,
    phone: row.phone,
    email: row.email ?? null,
    township_id: row.townshipId,
    address: row.address ?? null,
    bank_name: row.bankName ?? null,
    bank_account_name: row.bankAccountName ?? null,
    bank_account_number: row.bankAccountNumber ?? null,
    cod_fee_version: row.codFeeVersion,
    credit_limit: creditLimit,
    logo_sha256: logoSha256,
    receiver_messages: row.receiverMessages,
  };
}
type NewMerchant = Pick<
  MerchantRow,
  | 'companyId'
  | 'name'
  | 'merchantType'
  | 'homeBranchId'
  | 'phone'
  | 'email'
  | 'townshipId'
  | 'address'
  | 'bankName'
  | 'bankAccountName'
  | 'bankAccountNumber'
  | 'codFeeVersion'
  | 'receiverMessages'
>;
export type AuditSnapshot = ReturnType<typeof auditSnapshot>;

/** Only what changed, before and after. */
export function changedFields(before: AuditSnapshot, after: AuditSnapshot) {
  const keys = (Object.keys(after) as (keyof AuditSnapshot)[]).filter((key) => before[key] !== after[key]);
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}
