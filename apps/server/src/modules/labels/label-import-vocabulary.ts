import type { LabelImportVocabulary } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import type { Actor } from '../../plugins/request-context.js';
import { listBranches } from '../branches/branches.service.js';
import { labelImportRepository } from './label-import.repository.js';

/**
 * What an import file's readable values are read against, and the template's allowed values list: every township and
 * the actor's company's branches (as the branch pickers list them). Both are small (≈ 330 townships).
 */
export async function loadImportVocabulary({
  db,
  actor,
}: {
  db: Database;
  actor: Actor;
}): Promise<LabelImportVocabulary> {
  // One after another: inside a transaction they would share one connection.
  const townships = await labelImportRepository.townships(db);
  const { data: branches } = await listBranches({ db, actor });
  return { townships, branches };
}
