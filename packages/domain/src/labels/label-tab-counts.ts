import { z } from 'zod';
import { acceptTabs, deliverTabs } from './label-enums.js';

/** One tab's count, exactly as that tab's list counts it (GET /api/label: meta.total and meta.total_capped). */
export const labelTabCount = z.object({
  total: z.number().int(),
  /** More labels are in the tab than were counted (lists count up to 10 000: "10 000+"). */
  total_capped: z.boolean(),
});
export type LabelTabCount = z.infer<typeof labelTabCount>;

/** GET /api/label/count: the counters of every list tab, keyed by side and tab name (spec §4 "Tabs"). */
export const labelTabCountsResponse = z.object({
  data: z.object({
    sender: z.record(z.enum(acceptTabs), labelTabCount),
    receiver: z.record(z.enum(deliverTabs), labelTabCount),
  }),
});
export type LabelTabCounts = z.infer<typeof labelTabCountsResponse>['data'];
