import { z } from 'zod';
import { merchantRoleSlugs } from '../access/roles.js';
import { paginatedResponse } from '../common/pagination.js';
import { merchantUserInviteRequest } from '../merchant-users/merchant-user-schemas.js';
import { pickupLogStates } from '../pickups/pickup-enums.js';
import { pickupRequestCreate, pickupRequestItem } from '../pickups/pickup-request-schemas.js';
import { accountStatuses } from '../staff/staff-enums.js';
import { merchantPortalPageSize } from './merchant-portal-schemas.js';

/**
 * POST /api/merchant-portal/pickup (issue 30 §2): a member asks his merchant's home branch to collect parcels. The
 * merchant and the branch are his membership's, never the body's; where and whom to collect from default to the
 * merchant's own name, phone, township and address. The rest is the staff form's: parcel count, what they are (the
 * note), the wished window, the vehicle and the weight.
 */
export const portalPickupCreate = pickupRequestCreate.omit({ merchant_id: true }).extend({
  name: pickupRequestCreate.shape.name.optional(),
  phone: pickupRequestCreate.shape.phone.optional(),
  township_id: pickupRequestCreate.shape.township_id.optional(),
  address: pickupRequestCreate.shape.address.optional(),
});
export type PortalPickupCreate = z.infer<typeof portalPickupCreate>;

/** GET /api/merchant-portal/pickup?page=: the merchant's requests, newest first (the portal's page of 9). */
export const portalPickupListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(merchantPortalPageSize),
});
export type PortalPickupListQuery = z.infer<typeof portalPickupListQuery>;

/** A pickup as the merchant sees it: no postman's or staff member's name, only where it stands. */
export const portalPickupItem = pickupRequestItem.pick({
  id: true,
  status: true,
  name: true,
  phone: true,
  include_products: true,
  counts: true,
  accept_counts: true,
  weight: true,
  time_request: true,
  township: true,
  address: true,
  vehicle: true,
  failure_reason: true,
  created_at: true,
});
export type PortalPickupItem = z.infer<typeof portalPickupItem>;
export const portalPickupListResponse = paginatedResponse(portalPickupItem);
export type PortalPickupListResponse = z.infer<typeof portalPickupListResponse>;

/** GET /api/merchant-portal/pickup/{id}: one of the merchant's requests with its steps, oldest first. */
export const portalPickupDetailResponse = z.object({
  data: portalPickupItem.extend({
    history: z.array(z.object({ state: z.enum(pickupLogStates), at: z.string() })),
  }),
});
export type PortalPickupDetailResponse = z.infer<typeof portalPickupDetailResponse>;

/** POST /api/merchant-portal/pickup → 201: the new request, waiting for the branch to give it to a postman. */
export const portalPickupCreated = z.object({ data: portalPickupItem });
export type PortalPickupCreated = z.infer<typeof portalPickupCreated>;

/**
 * POST /api/merchant-portal/users: the owner invites a clerk of his own merchant (no role in the body: always a clerk;
 * an owner is invited by the home branch).
 */
export const portalUserInviteRequest = merchantUserInviteRequest.omit({ role: true });
export type PortalUserInviteRequest = z.infer<typeof portalUserInviteRequest>;

/** One member of the owner's merchant on /portal/users. */
export const portalUserItem = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  role: z.enum(merchantRoleSlugs),
  status: z.enum(accountStatuses),
  /** Invited and not signed up yet: the open invitation runs out then. */
  invite_expires_at: z.string().nullable(),
  /** When he last signed in, while that session is kept (null: never, or long ago). */
  last_sign_in_at: z.string().nullable(),
});
export type PortalUserItem = z.infer<typeof portalUserItem>;
export const portalUsersResponse = z.object({ data: z.array(portalUserItem) });
export type PortalUsersResponse = z.infer<typeof portalUsersResponse>;

/** POST /api/merchant-portal/users/{userId}/status: the owner stops a clerk signing in, or lets him again. */
export const portalUserStatusRequest = z.object({
  status: z.enum(['active', 'suspend'], 'validation.noselectErrorMessage'),
});
export type PortalUserStatusRequest = z.infer<typeof portalUserStatusRequest>;

/**
 * Whether the owner may act on a member from the portal (a new invitation link, disable): a clerk, never an owner —
 * an owner is the home branch's to manage.
 */
export function portalMayManage(member: Pick<PortalUserItem, 'role'>): boolean {
  return member.role === 'merchant-clerk';
}
