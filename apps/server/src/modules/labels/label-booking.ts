import { isDirectDelivery, type LabelDraft } from '@waypost/domain';
import type { Actor } from '../../plugins/request-context.js';
import type { BranchLookup } from './label-lookups.js';
import { labelRowOf, type LabelPlace } from './label-row.js';
import type { NewLabelRow } from './labels.repository.js';
import type { PricedDraft } from './quote-label-fees.js';

/** Where the booking happens: the actor's branch, the branches they manage and that branch's town. */
export interface BookingDesk {
  acceptBranchId: number;
  acceptBranch: BranchLookup | null;
  /** The user's other (jointed) branches. */
  userBranchIds: readonly number[];
}

const placeOf = ({ township, districtId, regionId }: PricedDraft['source']): LabelPlace => ({
  townshipId: township.id,
  districtId,
  regionId,
  postcode: township.postcode,
});

/**
 * The row of a new label, priced and routed: the one booking plan of the counter's create and the bulk import, so an
 * imported label is the label the form would have made (same fees, same direct/normal decision, same columns).
 */
export function bookedLabelRow({
  actor,
  desk,
  draft,
  priced,
  deliverBranch,
  trackingCode,
  customerId,
  receiverCustomerId,
  now,
}: {
  actor: Actor;
  desk: BookingDesk;
  draft: LabelDraft;
  priced: PricedDraft;
  deliverBranch: BranchLookup;
  trackingCode: string;
  customerId: number;
  receiverCustomerId: number;
  now: Date;
}): NewLabelRow {
  // Spec §4 "the user" is the creating user: direct when they manage the delivery branch (one of their branches)
  // or work in its town. Decided once here; the acting user of a later step never changes it (domain README).
  const direct = isDirectDelivery({
    acceptBranchId: desk.acceptBranchId,
    deliverBranchId: deliverBranch.id,
    instantDeliver: draft.instant_deliver,
    userBranchIds: [desk.acceptBranchId, ...desk.userBranchIds],
    userTown: desk.acceptBranch?.town ?? null,
    deliverBranchTown: deliverBranch.town,
  });
  return labelRowOf(draft, {
    companyId: actor.companyId,
    trackingCode,
    source: placeOf(priced.source),
    destination: placeOf(priced.destination),
    quote: priced.quote,
    rateTableId: priced.rateTableId,
    direct,
    status: 'pending',
    shippingType: direct ? 'direct' : 'normal',
    acceptBranchId: desk.acceptBranchId,
    deliverBranchId: deliverBranch.id,
    customerId,
    receiverCustomerId,
    creatorId: actor.id,
    createdAt: now,
    updatedAt: now,
  });
}

/** A label's sender and receiver as saved customers (one row per phone, the details of their latest label). */
export interface LabelParty {
  name: string;
  phone: string;
  townshipId: string;
  address: string | null;
}

/** A draft's townships are ids of townships once it is priced (pricing refuses anything else). */
export function partiesOf(draft: LabelDraft): { sender: LabelParty; receiver: LabelParty } {
  return {
    sender: {
      name: draft.source_name,
      phone: draft.source_phone,
      townshipId: draft.source_township,
      address: draft.source_address ?? null,
    },
    receiver: {
      name: draft.destination_name,
      phone: draft.destination_phone,
      townshipId: draft.destination_township,
      address: draft.destination_address ?? null,
    },
  };
}
