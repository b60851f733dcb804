import { acceptTypes, feeNames, labelTypes, reportEvents, reportTypes, serviceTypes } from '@waypost/domain';
import { bigint, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * What reports and dashboards read instead of labels (issue 13): per Yangon day × branch × event (created, accepted,
 * delivered, returned) × report type × label type × service × accept type, how many labels, their COD amount and
 * their charges. Rows are changes (+ / −) written by a statement trigger on labels in the same transaction as the
 * label (migration 0016), from the label's own columns — so at every moment the rollups equal what aggregating the
 * labels would give; `compactLabelRollups` folds each key's rows into one. A label counts once per report type it
 * belongs to (`label_report_types`, the domain's `reportTypesOfLabel`).
 */
export const labelRollups = pgTable(
  'label_rollups',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    event: text('event', { enum: reportEvents }).notNull(),
    reportType: text('report_type', { enum: reportTypes }).notNull(),
    labelType: text('label_type', { enum: labelTypes }).notNull(),
    serviceType: text('service_type', { enum: serviceTypes }).notNull(),
    acceptType: text('accept_type', { enum: acceptTypes }).notNull(),
    labels: integer('labels').notNull(),
    codAmount: bigint('cod_amount', { mode: 'number' }).notNull(),
    /** The labels' charges (total_cost: shipping and services, less the discount): the report's delivery fee. */
    totalCost: bigint('total_cost', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('label_rollups_company_idx').on(table.companyId, table.event, table.reportType, table.day),
    index('label_rollups_branch_idx').on(table.branchId, table.event, table.reportType, table.day),
  ],
);

/** The charges of accepted labels by fee name (the label's fee lines), on the same keys; written by the same trigger. */
export const labelFeeRollups = pgTable(
  'label_fee_rollups',
  {
    companyId: integer('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    branchId: integer('branch_id').notNull(),
    reportType: text('report_type', { enum: reportTypes }).notNull(),
    labelType: text('label_type', { enum: labelTypes }).notNull(),
    serviceType: text('service_type', { enum: serviceTypes }).notNull(),
    acceptType: text('accept_type', { enum: acceptTypes }).notNull(),
    feeName: text('fee_name', { enum: feeNames }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('label_fee_rollups_company_idx').on(table.companyId, table.reportType, table.day),
    index('label_fee_rollups_branch_idx').on(table.branchId, table.reportType, table.day),
  ],
);
