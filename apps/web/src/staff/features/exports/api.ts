import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  exportBatch,
  exportBatchList,
  exportTotals,
  exportsApi,
  type ExportFormat,
  type ExportKind,
} from '@efile/contracts';
import { pathOf, staffFetch } from '../../lib/api';

const BATCHES_KEY = ['staff', 'exports', 'batches'] as const;

/** A page of the batches, newest first, with the total; the page before stays while the next loads. */
export const useBatches = (page = 1) =>
  useQuery({
    queryKey: [...BATCHES_KEY, page],
    queryFn: () => staffFetch(exportsApi.batches, { query: { page }, schema: exportBatchList }),
    placeholderData: keepPreviousData,
  });

export function useMakeBatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { kind: ExportKind; from: string; to: string; reason: string }) =>
      staffFetch(exportsApi.batches, { method: 'POST', body, schema: exportBatch }),
    onSuccess: () => client.invalidateQueries({ queryKey: BATCHES_KEY }),
  });
}

export const fetchTotals = (from: string, to: string) =>
  staffFetch(exportsApi.totals, { query: { from, to }, schema: exportTotals });

/**
 * Fetches an export with the staff token (a plain link would carry none) and hands it to the
 * browser as a download. Returns the file name and its number of rows.
 */
async function download(path: string, query: Record<string, string>, filename: string) {
  const body = await staffFetch<string>(path, { query });
  const type = filename.endsWith('.csv') ? 'text/csv' : 'text/plain';
  const url = URL.createObjectURL(new Blob([body ?? ''], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  const records = (body ?? '').split('\r\n').filter(Boolean).length;
  // CSV: the header is not a row; fixed width: the header and trailer records are not.
  return { filename, rows: Math.max(0, records - (filename.endsWith('.csv') ? 1 : 2)) };
}

const extension = (format: ExportFormat) => (format === 'csv' ? 'csv' : 'txt');

/** Every file carries taxpayers' names: the reason for it goes with the request (audited, ADR 0046). */
export const downloadRange = (
  kind: ExportKind,
  from: string,
  to: string,
  format: ExportFormat,
  reason: string,
) =>
  download(
    exportsApi.range,
    { kind, from, to, format, reason },
    `efile-${kind}-${from}-to-${to}.${extension(format)}`,
  );

export const downloadBatch = (id: number, kind: ExportKind, format: ExportFormat, reason: string) =>
  download(
    pathOf(exportsApi.batchFile, { id }),
    { format, reason },
    `efile-${kind}-batch-${id}.${extension(format)}`,
  );
