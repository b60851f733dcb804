import { z } from 'zod';

/** The top bar's bell (spec §7 /api/announcement/nav/noti: reads data, total). */
export const announcementNotificationsResponse = z.object({
  data: z.array(z.object({ id: z.number().int(), title: z.string(), created_at: z.string() })),
  total: z.number().int(),
});
export type AnnouncementNotifications = z.infer<typeof announcementNotificationsResponse>;

/** POST /api/announcement/{id}/read: the announcement the signed-in user has read. */
export const announcementIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
