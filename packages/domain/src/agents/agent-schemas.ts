import { z } from 'zod';
import { paginatedResponse, paginationQuery } from '../common/pagination.js';
import { accountStatuses } from '../staff/staff-enums.js';

/** GET /api/agent/?page= (spec §7; pages from 1): the accounts that work at the company's agent branches. */
export const agentListQuery = paginationQuery;
export type AgentListQuery = z.infer<typeof agentListQuery>;

export const agentItem = z.object({
  id: z.number().int(),
  name: z.string(),
  user_name: z.string(),
  phone: z.string().nullable(),
  status: z.enum(accountStatuses),
  branch: z.object({
    id: z.number().int(),
    code: z.string(),
    name_en: z.string(),
    name_mm: z.string(),
    town: z.string(),
  }),
  created_at: z.string(),
});
export type AgentItem = z.infer<typeof agentItem>;
export const agentListResponse = paginatedResponse(agentItem);
export type AgentListResponse = z.infer<typeof agentListResponse>;
