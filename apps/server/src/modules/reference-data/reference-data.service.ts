import type { Database } from '../../db/client.js';
import { referenceDataRepository } from './reference-data.repository.js';

/** A key that changes whenever branches, locations, roles or branch collections change (triggers bump it). */
export async function getCacheConfig({ db }: { db: Database }) {
  const version = await referenceDataRepository.findVersion(db);
  return { key: version ? `${version.version}.${version.changedAt.getTime().toString(36)}` : '0' };
}
