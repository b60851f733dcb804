import type { CodFeeVersion, MerchantItem } from '@waypost/domain';
import type { MerchantItemRow } from './merchants.repository.js';

type PlaceRow = { id: string; level: string; nameEn: string; nameMm: string } | null;
const placeOf = (row: PlaceRow) => (row ? { id: row.id, name_en: row.nameEn, name_mm: row.nameMm } : null);

/** The logo's address, versioned by its content: a new logo is a new URL, so the old one may be cached forever. */
export const logoUrlOf = (merchantId: number, sha256: string) =>
  `/api/merchant/${merchantId}/logo?v=${sha256.slice(0, 12)}`;

/**
 * A merchant as the screens and the label form read it (merchantItem): its bank account and credit only for a user
 * with a money permission (`money`: seesMerchantMoney), never for the counter that just picks it for a label.
 */
export function merchantItemOf(row: MerchantItemRow, { money }: { money: boolean }): MerchantItem {
  const { merchant } = row;
  // A township's parent is its district, or its region where it has none.
  const district = row.above?.level === 'district' ? row.above : null;
  const region = district ? row.aboveThat : row.above?.level === 'region' ? row.above : null;
  const bank =
    merchant.bankName !== null && merchant.bankAccountName !== null && merchant.bankAccountNumber !== null
      ? { name: merchant.bankName, account_name: merchant.bankAccountName, account_number: merchant.bankAccountNumber }
      : null;
  return {
    id: merchant.id,
    name: merchant.name,
    merchant_type: merchant.merchantType,
    home_branch: {
      id: row.homeBranch.id,
      code: row.homeBranch.code,
      name_en: row.homeBranch.nameEn,
      name_mm: row.homeBranch.nameMm,
    },
    phone: merchant.phone,
    email: merchant.email,
    township: placeOf(row.township),
    district: placeOf(district),
    region: placeOf(region),
    address: merchant.address,
    bank: money ? bank : null,
    bank_updated_at: money ? (merchant.bankUpdatedAt?.toISOString() ?? null) : null,
    cod_fee_version: merchant.codFeeVersion as CodFeeVersion,
    // No credit account yet is no credit: limit 0 (ledgerAccountOpeningLimit), nothing owed.
    credit_limit: money ? (row.credit?.limit ?? 0) : null,
    credit_balance: money ? (row.credit?.balance ?? 0) : null,
    logo_url: row.logoSha256 ? logoUrlOf(merchant.id, row.logoSha256) : null,
    receiver_messages: merchant.receiverMessages,
    created_at: merchant.createdAt.toISOString(),
    updated_at: merchant.updatedAt.toISOString(),
  };
}
