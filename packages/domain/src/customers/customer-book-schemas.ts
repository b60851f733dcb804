import { z } from 'zod';
import { codServiceStates } from '../cod/cod-enums.js';
import { entityId } from '../common/number-schemas.js';
import { paginatorDefaults } from '../common/pagination.js';
import { singleLineText } from '../common/text-schemas.js';
import { labelStatuses, progressGroups } from '../labels/label-enums.js';
import { customerExportTypes } from '../reports/report-enums.js';
import { phoneSearchTerm } from '../validation/phone.js';

/**
 * The customer book (issue 12): everyone who sent or received a parcel, one per phone, company-wide. Figures about
 * their labels (counts, COD, the label rows) follow label visibility: head office sees every label, a branch user
 * the labels their branch is a side of.
 */

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const perPage = z.coerce.number().int().min(1).max(100).default(paginatorDefaults.pageSize);

/** GET /api/customer: the book, newest first, searched by any part of the name or of the phone. */
export const customerListQuery = z.object({
  search: singleLineText({ min: 1, max: 60 }).optional(),
  page,
  per_page: perPage,
});
export type CustomerListQuery = z.infer<typeof customerListQuery>;

/**
 * What a search looks for: the name holding the text (any case), and — when it reads as digits (Myanmar digits,
 * spaces, dashes, a country code allowed) — the phone holding them (+959… finds 09…).
 */
export function customerSearchTerms(search: string): { name: string; phone: string | null } {
  const digits = phoneSearchTerm(search);
  return { name: search.toLowerCase(), phone: /^\d+$/.test(digits) ? digits : null };
}

const place = z.object({ id: z.string(), name_en: z.string(), name_mm: z.string() });
const branchRef = z.object({ id: z.number().int(), code: z.string(), name_en: z.string(), name_mm: z.string() });

/** How many of the customer's labels the viewer may see, as sender and as receiver. */
export const customerLabelCounts = z.object({ sent: z.number().int().min(0), received: z.number().int().min(0) });

export const customerListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  township: place.nullable(),
  address: z.string().nullable(),
  label_counts: customerLabelCounts,
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomerListItem = z.infer<typeof customerListItem>;

const pageMeta = z.object({
  total: z.number().int().min(0),
  per_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
});

export const customerListResponse = z.object({
  current_page: z.number().int().min(1),
  data: z.array(customerListItem),
  /** `total_capped`: more customers match than were counted (the total is a lower bound). */
  meta: pageMeta.extend({ total_capped: z.boolean() }),
});
export type CustomerListResponse = z.infer<typeof customerListResponse>;

/** Which of the customer's labels a detail page lists: those they sent or those they received. */
export const customerLabelSides = ['sent', 'received'] as const;
export type CustomerLabelSide = (typeof customerLabelSides)[number];

export const customerIdParams = z.object({ id: entityId() });

/** GET /api/customer/{id}: the customer, their COD totals and one page of their sent or received labels. */
export const customerDetailQuery = z.object({
  labels: z.enum(customerLabelSides).default('sent'),
  page,
  per_page: perPage,
});
export type CustomerDetailQuery = z.infer<typeof customerDetailQuery>;

/** One of the customer's labels, with the other party (the receiver of a sent label, the sender of a received one). */
export const customerLabelItem = z.object({
  id: z.number().int(),
  tracking_code: z.string(),
  /** As the viewing branch is shown it (its side's steps), like the label list. */
  status: z.enum(labelStatuses),
  progress_group: z.enum(progressGroups),
  other_party: z.object({ name: z.string(), phone: z.string() }),
  accept_branch: branchRef,
  deliver_branch: branchRef,
  cod_amount: z.number().int(),
  cod_state: z.enum(codServiceStates).nullable(),
  total_cost: z.number().int(),
  created_at: z.string(),
});
export type CustomerLabelItem = z.infer<typeof customerLabelItem>;

const codFigure = z.object({ count: z.number().int().min(0), amount: z.number().int().min(0) });

/** COD of the labels the customer sent (the money they are owed as a seller): in all and per COD state. */
export const customerCodTotals = codFigure.extend({
  by_state: z.array(codFigure.extend({ state: z.enum(codServiceStates) })),
});
export type CustomerCodTotals = z.infer<typeof customerCodTotals>;

export const customerDetail = customerListItem.extend({ cod: customerCodTotals });
export type CustomerDetail = z.infer<typeof customerDetail>;

export const customerDetailResponse = z.object({
  data: customerDetail,
  labels: z.object({
    side: z.enum(customerLabelSides),
    current_page: z.number().int().min(1),
    data: z.array(customerLabelItem),
    meta: pageMeta,
  }),
});
export type CustomerDetailResponse = z.infer<typeof customerDetailResponse>;

/**
 * GET /api/customer/export?type=…: the book as .xlsx. `customer`: the senders (customers with a label sent);
 * `all_customer`: every customer; `all`: every customer with their label counts and COD totals.
 */
export const customerExportQuery = z.object({ type: z.enum(customerExportTypes) });
export type CustomerExportQuery = z.infer<typeof customerExportQuery>;

/** The export's columns per type, in order; headings are `customerExportColumn.*`. */
export const customerExportColumns = {
  customer: ['name', 'phone', 'township', 'address', 'sent', 'created_at'],
  all_customer: ['name', 'phone', 'township', 'address', 'created_at'],
  all: ['name', 'phone', 'township', 'address', 'sent', 'received', 'cod_count', 'cod_amount', 'created_at'],
} as const satisfies Record<(typeof customerExportTypes)[number], readonly string[]>;
export type CustomerExportColumn = (typeof customerExportColumns)[keyof typeof customerExportColumns][number];
