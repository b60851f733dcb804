import type { MerchantResponse } from '@waypost/domain';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { loadMerchant } from './get-merchant.js';
import {
  auditSnapshot,
  bankOf,
  checkFormPlaces,
  formColumns,
  guardSensitiveChanges,
  refusingTakenName,
  type MerchantDeps,
  type MerchantSubmission,
} from './merchant-form.js';
import { merchantsRepository } from './merchants.repository.js';
import { logoImageOf } from '../../lib/logo-images.js';

/**
 * POST /api/merchant: the merchant, its logo, its credit account (limit 0 unless a finance-manager sets one, with the
 * password typed again) and the audit row in one transaction — a refused name leaves nothing behind.
 */
export async function createMerchant({
  db,
  clock,
  actor,
  submission: { fields, logo: logoBytes },
}: MerchantDeps & { actor: Actor; submission: MerchantSubmission }): Promise<MerchantResponse> {
  const { companyCodFeeVersion } = await checkFormPlaces(db, actor, fields);
  const bank = bankOf(fields);
  const creditLimit = fields.credit_limit ?? 0;
  guardSensitiveChanges(actor, { bank: bank.bankName !== null, creditLimit: creditLimit > 0 });
  const logo = logoImageOf(logoBytes);
  const now = clock.now();
  const row = {
    companyId: actor.companyId,
    ...formColumns(fields),
    ...bank,
    bankUpdatedAt: bank.bankName === null ? null : now,
    codFeeVersion: fields.cod_fee_version ?? companyCodFeeVersion,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  };

  const merchantId = await refusingTakenName(() =>
    db.transaction(async (tx) => {
      const id = await merchantsRepository.insert(tx, row);
      if (logo) await merchantsRepository.saveLogo(tx, { merchantId: id, ...logo, at: now });
      await merchantsRepository.saveCreditLimit(tx, id, creditLimit);
      // Last, right before commit: the audit insert holds the chain's lock until the transaction ends.
      await recordAudit(tx, {
        actor,
        action: 'merchant.create',
        entity: 'merchant',
        entityId: id,
        after: auditSnapshot(row, creditLimit, logo?.sha256 ?? null),
      });
      return id;
    }),
  );
  return loadMerchant(db, actor, merchantId);
}
