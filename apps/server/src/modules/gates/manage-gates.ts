import type { GateItem, GateRequest } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Actor } from '../../plugins/request-context.js';
import { databaseFactsOf } from '../../plugins/error-log.js';
import { gatesRepository } from './gates.repository.js';

type GateRead = NonNullable<Awaited<ReturnType<typeof gatesRepository.findGate>>>;

export function gateItemOf({ gate, township, owed }: GateRead): GateItem {
  return {
    id: gate.id,
    name: gate.name,
    township: { id: township.id, name_en: township.nameEn, name_mm: township.nameMm },
    operator: gate.operator,
    phone: gate.phone,
    fee: gate.fee,
    active: gate.active,
    owed,
  };
}

/** GET /api/gate: the company's bus gates, in use first, with what each is owed. */
export async function listGates({ db, actor }: { db: Database; actor: Actor }): Promise<{ data: GateItem[] }> {
  const rows = await gatesRepository.listGates(db, actor.companyId);
  return { data: rows.map(gateItemOf) };
}

const nameTaken = (error: unknown) => databaseFactsOf(error)?.constraint === 'gates_company_name_unique';

/** POST /api/gate and PUT /api/gate/{id}: head office keeps the table of gates (issue 28 §1). */
export async function saveGate({
  db,
  actor,
  id,
  request,
}: {
  db: Database;
  actor: Actor;
  id?: number;
  request: GateRequest;
}): Promise<{ data: GateItem }> {
  if (!(await gatesRepository.townshipExists(db, request.township_id))) {
    throw new AppError('VALIDATION_FAILED', { fieldErrors: { township_id: ['validation.noselectErrorMessage'] } });
  }
  const values = {
    name: request.name,
    townshipId: request.township_id,
    operator: request.operator,
    phone: request.phone,
    fee: request.fee,
    active: request.active,
  };
  const savedId = await db
    .transaction(async (tx) => {
      let gateId = id;
      if (gateId === undefined) {
        gateId = await gatesRepository.insertGate(tx, { companyId: actor.companyId, ...values });
      } else {
        const before = await gatesRepository.lockGate(tx, actor.companyId, gateId);
        if (!before) throw new AppError('NOT_FOUND');
        await gatesRepository.updateGate(tx, gateId, values);
      }
      await recordAudit(tx, {
        actor,
        action: id === undefined ? 'gate.create' : 'gate.update',
        entity: 'gate',
        entityId: gateId,
        after: request,
      });
      return gateId;
    })
    .catch((error: unknown) => {
      if (nameTaken(error)) throw new AppError('VALIDATION_FAILED', { fieldErrors: { name: ['gate.nameTaken'] } });
      throw error;
    });
  return { data: gateItemOf((await gatesRepository.findGate(db, actor.companyId, savedId))!) };
}
