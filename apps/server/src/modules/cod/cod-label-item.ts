import type { CodFeeVersion, CodLabelItem } from '@waypost/domain';
import type { CodLabelListed } from './cod.repository.js';

const branchRef = (row: { id: number; code: string; nameEn: string; nameMm: string }) => ({
  id: row.id,
  code: row.code,
  name_en: row.nameEn,
  name_mm: row.nameMm,
});

/** A COD row as the contract names it. */
export function codLabelItemOf(row: CodLabelListed): CodLabelItem {
  return {
    label_id: row.labelId,
    tracking_code: row.trackingCode,
    receiver_name: row.receiverName,
    merchant: { id: row.merchantId, name: row.merchantName },
    cod_state: row.state,
    status: row.status,
    purchase_type: row.purchaseType,
    cod_amount: row.codAmount,
    delivery_charges: row.deliveryCharges,
    gate_submit_amount: row.gateSubmitAmount,
    cod_fee: row.codFee,
    // The column holds a version the domain defines (checked when the label was booked).
    cod_fee_version: row.codFeeVersion as CodFeeVersion,
    cod_charge: row.codCharge,
    accept_branch: branchRef(row.acceptBranch),
    deliver_branch: branchRef(row.deliverBranch),
    collect_branch:
      row.collectBranchId === null
        ? null
        : branchRef({
            id: row.collectBranchId,
            code: row.collectBranchCode!,
            nameEn: row.collectBranchNameEn!,
            nameMm: row.collectBranchNameMm!,
          }),
    collected_at: row.collectedAt?.toISOString() ?? null,
    clearance_id: row.clearanceId,
    created_at: row.createdAt.toISOString(),
  };
}
