import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { multiLineText, singleLineText } from '../common/text-schemas.js';

/** The top bar's bell (spec §7 /api/announcement/nav/noti: reads data, total). */
export const announcementNotificationsResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.string() })),
  total: z.number().int(),
});
export type AnnouncementNotifications = z.infer<typeof announcementNotificationsResponse>;

/** POST /api/announcement/{id}/read: the announcement the signed-in user has read. */
export const announcementIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/**
 * POST /api/announcement and PUT /api/announcement/{id}: a title and the text; for everyone (no branch) or one
 * branch. Head office may address either; a branch's head addresses his own branch, whatever he sends.
 */
export const announcementRequest = z.object({
  title: singleLineText({ min: 1, max: 200 }),
  body: multiLineText({ min: 1, max: 5000 }),
  branch_id: entityId({ message: 'validation.noselectErrorMessage' }).nullish(),
});
export type AnnouncementRequest = z.infer<typeof announcementRequest>;

export const announcementItem = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The branch it is for; null: everyone. */
  branch: z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() }).nullable(),
  created_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string().nullable(),
  /** The signed-in user has read it. */
  read: z.boolean(),
  /** The signed-in user may edit or delete it. */
  editable: z.boolean(),
});
export type AnnouncementItem = z.infer<typeof announcementItem>;

export const announcementListQuery = paginationQuery;
export const announcementListResponse = paginatedResponse(announcementItem);
export type AnnouncementListResponse = z.infer<typeof announcementListResponse>;
export const announcementResponse = z.object({ data: announcementItem });
export type AnnouncementResponse = z.infer<typeof announcementResponse>;
