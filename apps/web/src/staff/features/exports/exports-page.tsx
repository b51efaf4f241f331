import { useRef, useState } from 'react';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  exportBatchRequest,
  exportFileQuery,
  exportRangeQuery,
  exportTotalsQuery,
  staffMay,
  type ExportBatch,
  type ExportFormat,
  type ExportKind,
  type ExportTotals,
} from '@efile/contracts';
import { Alert, Spinner } from '../../../ui/alert';
import { SelectInput, TextInput } from '../../../ui/schema-form';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { Pager } from '../../ui/pager';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { todayIso } from '../mailroom/fields';
import { downloadBatch, downloadRange, fetchTotals, useBatches, useMakeBatch } from './api';
import { TotalsTable } from './totals-table';

type Action = 'download' | 'batch' | 'totals' | 'file';

/** What the form holds: the request's fields, each action sending those its route takes. */
interface ExportValues {
  kind: ExportKind;
  from: string;
  to: string;
  reason: string;
  format: ExportFormat;
}

/** Each action's request schema, the server's (every file needs the reason: ADR 0046). */
const SCHEMAS = {
  download: exportRangeQuery,
  batch: exportBatchRequest,
  totals: exportTotalsQuery,
  file: exportFileQuery,
} as const;

const requestOf = (action: Action, { kind, from, to, reason, format }: ExportValues) =>
  action === 'download'
    ? { kind, from, to, format, reason }
    : action === 'batch'
      ? { kind, from, to, reason }
      : action === 'totals'
        ? { from, to }
        : { format, reason };

/** Exports for the agency's core system (issue 16 item 8, ADR 0038): range files, batches, daily totals. */
export default function ExportsPage() {
  const session = useStaffSession();
  const [page, setPage] = useState(1);
  const batches = useBatches(page);
  const makeBatch = useMakeBatch();
  const [totals, setTotals] = useState<ExportTotals | null>(null);
  const [done, setDone] = useState<string | null>(null);
  // The button pressed: its action (and a batch file's batch and format) choose the request.
  const pressed = useRef<{ action: Action; batch?: ExportBatch }>({ action: 'download' });
  const state = useStaffForm<ExportValues, Record<string, string>, string | null>({
    schema: () => SCHEMAS[pressed.current.action],
    defaultValues: { kind: 'filings', from: todayIso(), to: todayIso(), reason: '', format: 'csv' },
    request: (values) => requestOf(pressed.current.action, values),
    labels: { from: st('exports.form.from'), to: st('exports.form.to') },
    focus: 'field',
    ids: (path) => `export-${path}`,
    send: async (request) => {
      const { action, batch } = pressed.current;
      const { kind, from, to, format, reason } = request as unknown as ExportValues;
      if (action === 'download') {
        const file = await downloadRange(kind, from, to, format, reason);
        return st('exports.form.downloaded', { rows: file.rows, file: file.filename });
      }
      if (action === 'batch') {
        const made = await makeBatch.mutateAsync({ kind, from, to, reason });
        return st('exports.form.batchMade', { id: made.id, rows: made.rowCount });
      }
      if (action === 'file' && batch) {
        await downloadBatch(batch.id, batch.kind, format, reason);
        return null;
      }
      setTotals(await fetchTotals(from, to));
      return null;
    },
    onSent: (message) => setDone(message),
  });
  if (!session) return null;
  const maker = staffMay(session.staff.role, 'decide');

  const run = (action: Action, batch?: ExportBatch, format?: ExportFormat) => {
    setDone(null);
    pressed.current = { action, ...(batch ? { batch } : {}) };
    if (format) state.form.setValue('format', format);
    state.onSubmit();
  };
  const select = <T extends string>(
    name: 'kind' | 'format',
    label: string,
    options: readonly T[],
    text: (option: T) => string,
  ) => <SelectInput name={name} label={label} options={options.map((o) => ({ value: o, label: text(o) }))} />;

  return (
    <>
      <StaffPageHeading>{st('exports.title')}</StaffPageHeading>
      <p>{st('exports.intro')}</p>
      <section aria-labelledby="exports-form-heading">
        <h2 id="exports-form-heading">{st('exports.form.heading')}</h2>
        {state.failure && (
          <Alert type="error" slim>
            <p className="margin-0">{staffProblemMessage(state.failure)}</p>
          </Alert>
        )}
        {done && (
          <Alert type="success" slim>
            <p className="margin-0" data-testid="export-done">
              {done}
            </p>
          </Alert>
        )}
        <StaffForm
          state={{
            ...state,
            failure: null,
            onSubmit: (event?: never) => {
              (event as unknown as { preventDefault?: () => void } | undefined)?.preventDefault?.();
              run('download');
            },
          }}
        >
          {select('kind', st('exports.form.kind'), EXPORT_KINDS, (k) => st(`exports.form.kinds.${k}`))}
          <TextInput name="from" type="date" label={st('exports.form.from')} />
          <TextInput name="to" type="date" label={st('exports.form.to')} />
          <TextInput
            name="reason"
            label={st('exports.form.reason')}
            hint={st('console.reason.hint')}
            autoComplete="off"
          />
          {select('format', st('exports.form.format'), EXPORT_FORMATS, (f) =>
            st(`exports.form.formats.${f}`),
          )}
          <div className="margin-top-2">
            <button type="submit" className="usa-button" disabled={state.busy}>
              {st('exports.form.download')}
            </button>
            {maker && (
              <button
                type="button"
                className="usa-button usa-button--outline"
                disabled={state.busy}
                onClick={() => run('batch')}
              >
                {st('exports.form.batch')}
              </button>
            )}
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={state.busy}
              onClick={() => run('totals')}
            >
              {st('exports.form.totals')}
            </button>
          </div>
        </StaffForm>
      </section>
      {totals && <TotalsTable totals={totals} />}
      <section aria-labelledby="exports-batches-heading">
        <h2 id="exports-batches-heading">{st('exports.batches.heading')}</h2>
        {batches.isPending && <Spinner label={st('console.loading')} />}
        {batches.data?.batches.length === 0 && <p>{st('exports.batches.none')}</p>}
        {!!batches.data?.batches.length && (
          <table className="usa-table usa-table--borderless usa-table--compact" data-testid="export-batches">
            <caption>{st('exports.batches.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{st('exports.batches.id')}</th>
                <th scope="col">{st('exports.batches.kind')}</th>
                <th scope="col">{st('exports.batches.range')}</th>
                <th scope="col">{st('exports.batches.rows')}</th>
                <th scope="col">{st('exports.batches.created')}</th>
                <th scope="col">{st('exports.batches.by')}</th>
                <th scope="col">{st('exports.batches.download')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.batches.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.id}</th>
                  <td>{st(`exports.form.kinds.${b.kind}`)}</td>
                  <td>{b.from === b.to ? b.from : `${b.from} – ${b.to}`}</td>
                  <td>{b.rowCount}</td>
                  <td>{b.createdAt.slice(0, 16).replace('T', ' ')}</td>
                  <td>{b.createdBy ?? st('exports.batches.commandLine')}</td>
                  <td>
                    {EXPORT_FORMATS.map((f) => (
                      <button
                        key={f}
                        type="button"
                        className="usa-button usa-button--unstyled margin-right-1"
                        aria-label={st('exports.batches.downloadAs', {
                          id: b.id,
                          format: st(`exports.form.formats.${f}`),
                        })}
                        onClick={() => run('file', b, f)}
                      >
                        {f.toUpperCase()}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {batches.data && (
          <Pager
            page={batches.data.page}
            pageSize={batches.data.pageSize}
            total={batches.data.total}
            onPage={setPage}
            label={st('exports.batches.pagination')}
            where={(at) => st('exports.batches.page', at)}
          />
        )}
      </section>
    </>
  );
}
