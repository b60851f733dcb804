import {
  agentServiceConfirmEntry,
  agentServiceFees,
  deniedLabelBranches,
  type AgentServiceResponse,
} from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../../lib/audit.js';
import type { Clock } from '../../lib/clock.js';
import type { Actor } from '../../plugins/request-context.js';
import { postJournalEntry } from '../ledger/ledger.service.js';
import { labelsRepository } from '../labels/labels.repository.js';
import { agentServiceItemOf } from './agent-service-item.js';
import { agentServicesRepository, type AgentServiceRow } from './agent-services.repository.js';

type Decision = { decision: 'confirm' } | { decision: 'deny'; reason: string };

/**
 * Locks a pending service of the actor's own agent branch. Another branch's service — head office's too: only the
 * agent's people decide — is a 404; one already decided a 409 (of two decisions at once, the second waits on the
 * lock and finds it decided).
 */
async function lockPending(tx: Database, actor: Actor, id: number): Promise<AgentServiceRow> {
  const service = await agentServicesRepository.lock(tx, actor.companyId, id);
  if (!service || actor.branch === null || service.agentBranchId !== actor.branch.id) throw new AppError('NOT_FOUND');
  if (service.state !== 'pending') {
    throw new AppError('AGENT_SERVICE_DECIDED', { params: { state: service.state } });
  }
  return service;
}

/**
 * POST /api/agent-service/{id}/confirm and /deny (issue 30 §4), one transaction each. Confirm: the fees of its kind
 * are computed from the company's rate table and posted as owed to the agent. Deny (a reason required): the side
 * the agent was to serve goes back to the branch that sent the label (see deniedLabelBranches).
 */
export async function decideAgentService({
  db,
  clock,
  actor,
  id,
  ...decision
}: { db: Database; clock: Clock; actor: Actor; id: number } & Decision): Promise<AgentServiceResponse> {
  await db.transaction(async (tx) => {
    const service = await lockPending(tx, actor, id);
    const now = clock.now();
    if (decision.decision === 'confirm') {
      const label = (await agentServicesRepository.labelForFees(tx, service.labelId))!;
      const table = await labelsRepository.activeRateTable(tx, actor.companyId);
      const fees = agentServiceFees({ kind: service.kind, shippingFee: label.shippingFee, rates: table?.rates });
      await agentServicesRepository.update(tx, service.id, {
        state: 'confirm',
        decidedAt: now,
        decidedBy: actor.id,
        fee: fees.fee,
        discount: fees.discount,
        amount: fees.amount,
      });
      const entry = agentServiceConfirmEntry({
        serviceId: service.id,
        agentBranchId: service.agentBranchId,
        amount: fees.amount,
      });
      if (entry) await postJournalEntry({ tx, entry, actorId: actor.id });
      await recordAudit(tx, {
        actor,
        action: 'agent-service.confirm',
        entity: 'agent_service',
        entityId: service.id,
        after: { label_id: service.labelId, kind: service.kind, fee_lines: fees.lines, amount: fees.amount },
      });
      return;
    }
    await agentServicesRepository.update(tx, service.id, {
      state: 'denied',
      decidedAt: now,
      decidedBy: actor.id,
      denyReason: decision.reason,
    });
    const back = deniedLabelBranches(service.kind, service.sentFromBranchId);
    if (back) await agentServicesRepository.setLabelBranches(tx, service.labelId, back, now);
    await recordAudit(tx, {
      actor,
      action: 'agent-service.deny',
      entity: 'agent_service',
      entityId: service.id,
      after: { label_id: service.labelId, kind: service.kind, reason: decision.reason, ...back },
    });
  });
  return { data: agentServiceItemOf((await agentServicesRepository.findRow(db, actor.companyId, id))!) };
}
