import type { GateSubmitDetail, GateSubmitListQuery, GateSubmitSummary } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { Actor } from '../../plugins/request-context.js';
import { gatesRepository } from './gates.repository.js';
import { gateSlipNo } from '@waypost/domain';

type SubmitRead = NonNullable<Awaited<ReturnType<typeof gatesRepository.findSubmit>>>;
interface Counts {
  total: number;
  handed: number;
  collected: number;
  returned: number;
}

function summaryOf({ submit, gate, branch, creator }: SubmitRead, counts: Counts): GateSubmitSummary {
  return {
    id: submit.id,
    slip_no: gateSlipNo(submit.id),
    state: counts.handed > 0 ? 'open' : 'done',
    gate: { id: gate.id, name: gate.name, operator: gate.operator, phone: gate.phone },
    branch: { id: branch.id, code: branch.code, name_en: branch.nameEn, name_mm: branch.nameMm },
    vehicle_no: submit.vehicleNo,
    driver_phone: submit.driverPhone,
    departs_at: submit.departsAt.toISOString(),
    label_count: counts.total,
    handed: counts.handed,
    collected: counts.collected,
    returned: counts.returned,
    amount: submit.fee * counts.total,
    created_at: submit.createdAt.toISOString(),
    created_by: creator,
  };
}

/** The branch's slips (head office: every branch's), newest first; the open ones (parcels still with a gate) or done. */
export async function listGateSubmits({
  db,
  actor,
  query,
}: {
  db: Database;
  actor: Actor;
  query: GateSubmitListQuery;
}): Promise<{ data: GateSubmitSummary[] }> {
  const rows = await gatesRepository.listSubmits(db, {
    companyId: actor.companyId,
    branchId: actor.allBranches ? null : (actor.branch?.id ?? -1),
    gateId: query.gate_id,
    limit: 200,
  });
  const data = rows.map((row) => summaryOf(row, row));
  return { data: query.state ? data.filter((slip) => slip.state === query.state) : data };
}

/** GET /api/gate-submit/{id}: the slip with each parcel and what the gate reported of it. */
export async function getGateSubmit({
  db,
  actor,
  id,
}: {
  db: Database;
  actor: Actor;
  id: number;
}): Promise<{ data: GateSubmitDetail }> {
  const found = await gatesRepository.findSubmit(db, actor.companyId, id);
  if (!found || (!actor.allBranches && found.submit.branchId !== actor.branch?.id)) throw new AppError('NOT_FOUND');
  const items = await gatesRepository.itemsOf(db, id);
  const count = (state: string) => items.filter((row) => row.item.state === state).length;
  const summary = summaryOf(found, {
    total: items.length,
    handed: count('handed'),
    collected: count('collected'),
    returned: count('returned'),
  });
  return {
    data: {
      ...summary,
      labels: items.map(({ item, label, township }) => ({
        id: label.id,
        tracking_code: label.trackingCode,
        status: label.status,
        destination_name: label.destinationName,
        destination_phone: label.destinationPhone,
        destination_township: township ? { id: township.id, name_en: township.nameEn, name_mm: township.nameMm } : null,
        weight: label.weightGrams / 1000,
        gate_submit: label.gateSubmit,
        state: item.state,
        fee: found.submit.fee,
        reported_at: item.reportedAt?.toISOString() ?? null,
      })),
    },
  };
}
