import { z } from 'zod';
import { entityId } from '../common/number-schemas.js';
import { labelBatchQuery, labelDetail, merchantLabelFields } from '../labels/label-schemas.js';

/**
 * POST /api/merchant-portal/label: a label as the portal's form sends it — the public API's fields (no merchant: the
 * member's is forced; no saved customer), the delivering branch optional (the branch serving the receiver's township).
 */
export const portalLabelFields = merchantLabelFields.extend({ deliver_branch_id: entityId().optional() });
export type PortalLabelFields = z.infer<typeof portalLabelFields>;

/** The label booked from the portal: what the form needs to print it. */
export const portalLabelCreated = z.object({
  data: z.object({ id: z.number().int(), tracking_code: z.string(), total_cost: z.number().int() }),
});
export type PortalLabelCreated = z.infer<typeof portalLabelCreated>;

/** GET /api/merchant-portal/sender: the merchant's own details, the portal form's sender. */
export const portalSenderResponse = z.object({
  data: z.object({
    name: z.string(),
    phone: z.string(),
    township: z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() }),
    address: z.string().nullable(),
  }),
});
export type PortalSenderResponse = z.infer<typeof portalSenderResponse>;

/** GET /api/merchant-portal/label/print?ids=: the labels to print, in the order asked (the staff batch's query). */
export const portalPrintQuery = labelBatchQuery;
/** Every label asked, in order (one that is not the member's merchant's is a 404 of the whole request). */
export const portalPrintResponse = z.object({ data: z.array(labelDetail) });
export type PortalPrintResponse = z.infer<typeof portalPrintResponse>;

/** The sheets of the portal's multi-label print: 1, 2 or 4 labels per A4 page, or one 100 × 150 mm roll label each. */
export const portalPrintLayouts = ['a4-1', 'a4-2', 'a4-4', 'roll'] as const;
export type PortalPrintLayout = (typeof portalPrintLayouts)[number];
/** Labels per printed page of each layout. */
export const portalPrintPerPage: Record<PortalPrintLayout, number> = { 'a4-1': 1, 'a4-2': 2, 'a4-4': 4, roll: 1 };

export function portalPrintLayout(value: string | null | undefined): PortalPrintLayout {
  return (portalPrintLayouts as readonly string[]).includes(value ?? '') ? (value as PortalPrintLayout) : 'a4-4';
}
