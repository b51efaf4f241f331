import { z } from 'zod';
import { listPaging } from './paging';
import { msg } from './message-core';
import { staffReason } from './staff';

/**
 * Exports for the agency's core system (issue 16 item 8, ADR 0038): filed forms and payments of a
 * range of agency days as CSV or a fixed-width layout (docs/export-layout.md), in batches that never
 * repeat a row, and daily totals by form type and payment method.
 */
export const exportsApi = {
  batches: '/api/staff/exports/batches',
  batchFile: '/api/staff/exports/batches/:id/file',
  range: '/api/staff/exports/range',
  totals: '/api/staff/exports/totals',
} as const;

export const EXPORT_KINDS = ['filings', 'payments'] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];
export const EXPORT_FORMATS = ['csv', 'fixed'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

const day = z.iso.date(msg('predicates.date'));
const toNotBeforeFrom = { message: msg('predicates.notBeforeFrom'), path: ['to'] };
/** A range of agency days, `from` to `to` inclusive, at most a year long. */
const range = z.strictObject({ from: day, to: day }).refine((r) => r.from <= r.to, toNotBeforeFrom);

/** Every export carries taxpayers' names: the reason for it is required and audited (ADR 0046). */
export const exportBatchRequest = z
  .strictObject({ kind: z.enum(EXPORT_KINDS), from: day, to: day, reason: staffReason })
  .refine((r) => r.from <= r.to, toNotBeforeFrom);
export type ExportBatchRequest = z.infer<typeof exportBatchRequest>;

export const exportBatch = z.strictObject({
  id: z.number().int(),
  kind: z.enum(EXPORT_KINDS),
  from: z.string(),
  to: z.string(),
  rowCount: z.number().int(),
  createdAt: z.string(),
  /** The member of staff who made it; null when made by the command line. */
  createdBy: z.string().nullable(),
});
export type ExportBatch = z.infer<typeof exportBatch>;
export const exportBatchList = z.strictObject({ batches: z.array(exportBatch), ...listPaging });

export const exportFileQuery = z.strictObject({
  format: z.enum(EXPORT_FORMATS).default('csv'),
  reason: staffReason,
});
export const exportIdParams = z.strictObject({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const exportRangeQuery = z
  .strictObject({
    kind: z.enum(EXPORT_KINDS),
    from: day,
    to: day,
    format: z.enum(EXPORT_FORMATS).default('csv'),
    reason: staffReason,
  })
  .refine((r) => r.from <= r.to, toNotBeforeFrom);

export const exportTotalsQuery = range;

const total = z.strictObject({ count: z.number().int(), cents: z.number().int() });
export const exportTotals = z.strictObject({
  from: z.string(),
  to: z.string(),
  days: z.array(
    z.strictObject({
      date: z.string(),
      /** Filed forms by form type: how many and what they asked to be paid (cents). */
      forms: z.array(total.extend({ formType: z.string() })),
      /** Payments received by method: how many and how much (cents). */
      payments: z.array(total.extend({ method: z.string() })),
    }),
  ),
});
export type ExportTotals = z.infer<typeof exportTotals>;
