import {
  bankPresetMappings,
  bankPresets,
  bankStatementLimits,
  readStatementRows,
  translate,
  type BankPreset,
  type BankStatementImportFields,
  type BankStatementImportResponse,
  type BankStatementMapping,
  type BankStatementRefusal,
  type Locale,
  type StatementMessage,
} from '@waypost/domain';
import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import { runIdempotentIfKeyed, type IdempotentAnswer } from '../../lib/idempotency.js';
import type { Actor } from '../../plugins/request-context.js';
import { readImportFile } from '../labels/label-import-reader.js';
import { bankStatementsRepository } from './bank-statements.repository.js';

/** Statements filed without a bank's name (a mapping given alone) are saved under this one. */
export const otherBank = 'OTHER';

const isPreset = (bank: string): bank is BankPreset => (bankPresets as readonly string[]).includes(bank);

/** The mapping to read the file with: the one given, else the bank's saved one, else the bank's preset. */
async function mappingFor(db: Database, companyId: number, fields: BankStatementImportFields) {
  if (fields.mapping) return { bank: fields.bank ?? otherBank, mapping: fields.mapping };
  const bank = fields.bank!;
  const saved = await bankStatementsRepository.findMapping(db, companyId, bank);
  return { bank, mapping: saved ?? (isPreset(bank) ? bankPresetMappings[bank] : null) };
}

/**
 * POST /api/bank-statement (issue 28 §5): reads the statement (csv or the first sheet of an xlsx, in the label
 * import's guarded reader: a worker thread, size, row and zip-bomb limits) with the bank's mapping, and adds the
 * lines the company has not seen — each line's fingerprint is unique per company, so a statement imported again, or
 * two overlapping ones, add nothing twice (`duplicates_skipped`). A file with any unreadable row is refused whole,
 * every bad row named; nothing is half-written. The mapping used is saved for the bank for next time.
 */
export async function importBankStatement({
  db,
  clock,
  actor,
  fields,
  bytes,
  locale,
  idempotencyKey,
}: {
  db: Database;
  clock: Clock;
  actor: Actor;
  fields: BankStatementImportFields;
  bytes: Uint8Array;
  locale: Locale;
  idempotencyKey: string | undefined;
}): Promise<IdempotentAnswer<BankStatementImportResponse | BankStatementRefusal>> {
  const refuse = (errors: { row: number; message: StatementMessage }[]) => ({
    status: 422,
    body: {
      message: translate(locale, 'error.validationFailed'),
      errors: errors.map(({ row, message }) => ({
        row,
        field: 'file',
        message: translate(locale, message.key, message.params),
      })),
    },
  });
  const { bank, mapping } = await mappingFor(db, actor.companyId, fields);
  // No mapping for that bank is the bank field's error, not the file's.
  if (!mapping) {
    throw new AppError('VALIDATION_FAILED', {
      fieldErrors: { bank: [{ key: 'bankStatement.noMapping', params: { bank } }] },
    });
  }
  const sheet = await readImportFile(bytes);
  if (sheet.kind === 'unreadable') return refuse([{ row: 0, message: { key: 'bankStatement.unreadableFile' } }]);
  if (sheet.kind === 'too-many-rows' || sheet.rows.length - 1 > bankStatementLimits.maxRows) {
    return refuse([
      { row: 0, message: { key: 'bankStatement.tooManyRows', params: { max: bankStatementLimits.maxRows } } },
    ]);
  }
  const reading = readStatementRows(sheet.rows, mapping);
  if (reading.kind === 'mapping') {
    return refuse([
      { row: 0, message: { key: 'bankStatement.missingColumns', params: { columns: reading.missing.join(', ') } } },
    ]);
  }
  if (reading.errors.length > 0) return refuse(reading.errors);
  if (reading.lines.length === 0) return refuse([{ row: 0, message: { key: 'bankStatement.noLines' } }]);

  const now = clock.now();
  const days = reading.lines.map((line) => line.date).sort();
  return db.transaction((tx) =>
    runIdempotentIfKeyed(
      tx,
      {
        userId: actor.id,
        route: 'POST /api/bank-statement',
        key: idempotencyKey,
        request: { bank, mapping, file: createHash('sha256').update(bytes).digest('hex') },
      },
      async () => {
        const statementId = await bankStatementsRepository.insertStatement(tx, {
          companyId: actor.companyId,
          bank,
          lineCount: 0,
          duplicatesSkipped: 0,
          periodFrom: days[0]!,
          periodTo: days.at(-1)!,
          importedBy: actor.id,
          importedAt: now,
        });
        const added = await bankStatementsRepository.insertNewLines(
          tx,
          reading.lines.map((line) => ({
            companyId: actor.companyId,
            statementId,
            row: line.row,
            lineDate: line.date,
            description: line.description,
            reference: line.reference,
            direction: line.direction,
            amount: line.amount,
            balance: line.balance,
            occurrence: line.occurrence,
            fingerprint: createHash('sha256').update(line.fingerprint).digest('hex'),
            updatedAt: now,
          })),
        );
        const skipped = reading.lines.length - added;
        await bankStatementsRepository.setStatementCounts(tx, statementId, added, skipped);
        await bankStatementsRepository.saveMapping(tx, {
          companyId: actor.companyId,
          bank,
          mapping,
          userId: actor.id,
          at: now,
        });
        const body = { id: statementId, lines: added, duplicates_skipped: skipped };
        await recordAudit(tx, {
          actor,
          action: 'bank-statement.import',
          entity: 'bank_statement',
          entityId: statementId,
          after: { ...body, bank, mapping: mapping satisfies BankStatementMapping },
        });
        return { status: 201, body };
      },
    ),
  );
}
