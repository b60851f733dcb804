import { seesMerchantMoney, type MerchantResponse } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { merchantItemOf } from './merchant-item.js';
import { merchantsRepository } from './merchants.repository.js';

/** One merchant of the actor's company; another company's is not found. */
export async function loadMerchant(db: Database, actor: Actor, merchantId: number): Promise<MerchantResponse> {
  const row = await merchantsRepository.findItem(db, actor.companyId, merchantId);
  if (!row) throw new AppError('NOT_FOUND');
  return { data: merchantItemOf(row, { money: seesMerchantMoney(actor) }) };
}

/** GET /api/merchant/{id}. */
export function getMerchant({ db, actor, merchantId }: { db: Database; actor: Actor; merchantId: number }) {
  return loadMerchant(db, actor, merchantId);
}

/** GET /api/merchant/{id}/logo: the stored image, its type and its version. */
export async function getMerchantLogo({ db, actor, merchantId }: { db: Database; actor: Actor; merchantId: number }) {
  const logo = await merchantsRepository.findLogo(db, actor.companyId, merchantId);
  if (!logo) throw new AppError('NOT_FOUND');
  return logo;
}
