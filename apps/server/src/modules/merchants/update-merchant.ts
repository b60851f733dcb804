import type { MerchantResponse } from '@waypost/domain';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { loadMerchant } from './get-merchant.js';
import {
  auditSnapshot,
  bankOf,
  changedFields,
  checkFormPlaces,
  formColumns,
  guardSensitiveChanges,
  refusingTakenName,
  sameBank,
  type MerchantDeps,
  type MerchantSubmission,
} from './merchant-form.js';
import { merchantsRepository } from './merchants.repository.js';
import { logoImageOf } from '../../lib/logo-images.js';

/**
 * POST /api/merchant/{id}: the form as it stands, sent whole. Compared with the merchant under its row lock, so what
 * counts as a change of bank details or credit limit (password again; the limit also `credit.manage`) is decided on
 * the row it writes. An absent COD fee version, credit limit or logo keeps the merchant's; empty text fields clear.
 */
export async function updateMerchant({
  db,
  clock,
  actor,
  merchantId,
  submission: { fields, logo: logoBytes },
}: MerchantDeps & { actor: Actor; merchantId: number; submission: MerchantSubmission }): Promise<MerchantResponse> {
  const logo = logoImageOf(logoBytes);
  const now = clock.now();

  await refusingTakenName(() =>
    db.transaction(async (tx) => {
      const current = await merchantsRepository.lock(tx, actor.companyId, merchantId);
      if (!current) throw new AppError('NOT_FOUND');
      await checkFormPlaces(tx, actor, fields);
      const account = await merchantsRepository.findCreditAccount(tx, merchantId);
      const currentLogo = (await merchantsRepository.findLogoVersion(tx, merchantId)) ?? null;
      const currentLimit = account?.limit ?? 0;
      const creditLimit = fields.credit_limit ?? currentLimit;
      // A new merchant has no credit (money design §4): one turned back to new must have its limit taken to 0 first.
      if (fields.merchant_type === 'new' && creditLimit > 0) {
        throw new AppError('VALIDATION_FAILED', { fieldErrors: { credit_limit: ['merchant.newMerchantNoCredit'] } });
      }
      const bank = bankOf(fields);
      const bankChanged = !sameBank(bank, current);
      const limitChanged = creditLimit !== currentLimit;
      // A fee change is a money change too (money design §5): the COD fee version needs the password like the rest.
      const feeVersionChanged =
        fields.cod_fee_version !== undefined && fields.cod_fee_version !== current.codFeeVersion;
      guardSensitiveChanges(actor, { bank: bankChanged, creditLimit: limitChanged, codFeeVersion: feeVersionChanged });

      const next = {
        ...formColumns(fields),
        ...bank,
        ...(bankChanged ? { bankUpdatedAt: now } : {}),
        codFeeVersion: fields.cod_fee_version ?? current.codFeeVersion,
        updatedAt: now,
      };
      // An account missing (a merchant from before its credit account was opened) is opened now.
      await merchantsRepository.saveCreditLimit(tx, merchantId, creditLimit, { keep: !limitChanged });
      const change = changedFields(
        auditSnapshot(current, currentLimit, currentLogo),
        auditSnapshot({ ...current, ...next }, creditLimit, logo?.sha256 ?? currentLogo),
      );
      // The form sent back as it was: nothing to write, nothing to audit.
      if (Object.keys(change.after).length === 0) return;
      await merchantsRepository.update(tx, merchantId, next);
      if (logo) await merchantsRepository.saveLogo(tx, { merchantId, ...logo, at: now });
      // Last, right before commit: the audit insert holds the chain's lock until the transaction ends.
      await recordAudit(tx, { actor, action: 'merchant.update', entity: 'merchant', entityId: merchantId, ...change });
    }),
  );
  return loadMerchant(db, actor, merchantId);
}
