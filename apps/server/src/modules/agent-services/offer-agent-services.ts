import { agentServiceOffers } from '@waypost/domain';
import type { Database } from '../../db/client.js';
import { agentServicesRepository } from './agent-services.repository.js';

/** A label as the offer needs it. */
export interface OfferedLabel {
  id: number;
  companyId: number;
  acceptBranchId: number;
  deliverBranchId: number;
}

/**
 * Offers the labels to their agent branches (issue 30 §4), in the caller's transaction: a label booked or imported
 * whose accepting or delivering branch is an agent branch is pending at that agent until its people confirm or deny
 * it. One query finds the agents among the labels' branches (none when the caller knows them); nothing more is
 * done for labels of none.
 */
export async function offerAgentServices(
  tx: Database,
  labels: readonly OfferedLabel[],
  at: Date,
  /** The agent branches among the labels' branches, when the caller read them already (a booking's lookup). */
  knownAgentBranchIds?: readonly number[],
): Promise<void> {
  const agentBranchIds =
    knownAgentBranchIds ??
    (await agentServicesRepository.agentBranchIds(
      tx,
      labels.flatMap((label) => [label.acceptBranchId, label.deliverBranchId]),
    ));
  if (agentBranchIds.length === 0) return;
  await agentServicesRepository.insertOffers(
    tx,
    labels.flatMap((label) =>
      agentServiceOffers({ ...label, agentBranchIds }).map((offer) => ({
        companyId: label.companyId,
        labelId: label.id,
        agentBranchId: offer.agentBranchId,
        kind: offer.kind,
        sentFromBranchId: offer.sentFromBranchId,
        offeredAt: at,
      })),
    ),
  );
}

/**
 * A label redirected to an agent branch is offered to it for delivery; the redirecting branch sent it, and gets it
 * back if the agent denies.
 */
export async function offerRedirectedLabel(
  tx: Database,
  label: { id: number; companyId: number; deliverBranchId: number; redirectedFromBranchId: number },
  at: Date,
): Promise<void> {
  const [agentBranchId] = await agentServicesRepository.agentBranchIds(tx, [label.deliverBranchId]);
  if (agentBranchId === undefined) return;
  await agentServicesRepository.insertOffers(tx, [
    {
      companyId: label.companyId,
      labelId: label.id,
      agentBranchId,
      kind: 'deliver',
      sentFromBranchId: label.redirectedFromBranchId,
      offeredAt: at,
    },
  ]);
}
