import { useState, type FormEvent } from 'react';
import {
  EXPORT_FORMATS,
  EXPORT_KINDS,
  staffMay,
  type ExportFormat,
  type ExportKind,
  type ExportTotals,
} from '@efile/contracts';
import { Alert, Spinner } from '../../../ui/alert';
import { FormGroup, TextField } from '../../../ui/text-field';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { useStaffSession } from '../../lib/session';
import { StaffPageHeading } from '../../ui/page-heading';
import { reasonError } from '../../ui/reason-form';
import { todayIso } from '../mailroom/fields';
import { downloadBatch, downloadRange, fetchTotals, useBatches, useMakeBatch } from './api';
import { TotalsTable } from './totals-table';

type Action = 'download' | 'batch' | 'totals';

/** Exports for the agency's core system (issue 16 item 8, ADR 0038): range files, batches, daily totals. */
export default function ExportsPage() {
  const session = useStaffSession();
  const batches = useBatches();
  const makeBatch = useMakeBatch();
  const [kind, setKind] = useState<ExportKind>('filings');
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [from, setFrom] = useState(todayIso);
  const [to, setTo] = useState(todayIso);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [totals, setTotals] = useState<ExportTotals | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  if (!session) return null;

  /** The reason every file needs (taxpayer data, audited: ADR 0046), or null after showing why not. */
  const givenReason = (): string | null => {
    const problem = reasonError(reason);
    setReasonProblem(problem);
    if (problem) {
      document.getElementById('export-reason')?.focus();
      return null;
    }
    return reason.trim();
  };
  const maker = staffMay(session.staff.role, 'decide');

  const run = async (action: Action) => {
    setError(null);
    setDone(null);
    if (!from || !to) return setError(st('exports.form.required'));
    if (from > to) return setError(st('exports.form.order'));
    const why = action === 'totals' ? '' : givenReason();
    if (why === null) return;
    setBusy(true);
    try {
      if (action === 'download') {
        const file = await downloadRange(kind, from, to, format, why);
        setDone(st('exports.form.downloaded', { rows: file.rows, file: file.filename }));
      } else if (action === 'batch') {
        const batch = await makeBatch.mutateAsync({ kind, from, to, reason: why });
        setDone(st('exports.form.batchMade', { id: batch.id, rows: batch.rowCount }));
      } else {
        setTotals(await fetchTotals(from, to));
      }
    } catch (caught) {
      setError(staffProblemMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('download');
  };
  const select = <T extends string>(
    id: string,
    label: string,
    value: T,
    options: readonly T[],
    text: (option: T) => string,
    onChange: (value: T) => void,
  ) => (
    <FormGroup
      id={id}
      label={label}
      control={(aria) => (
        <select
          className="usa-select"
          {...aria}
          value={value}
          onChange={(e) => onChange(e.target.value as T)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {text(option)}
            </option>
          ))}
        </select>
      )}
    />
  );

  return (
    <>
      <StaffPageHeading>{st('exports.title')}</StaffPageHeading>
      <p>{st('exports.intro')}</p>
      <section aria-labelledby="exports-form-heading">
        <h2 id="exports-form-heading">{st('exports.form.heading')}</h2>
        {error && (
          <Alert type="error" slim>
            <p className="margin-0">{error}</p>
          </Alert>
        )}
        {done && (
          <Alert type="success" slim>
            <p className="margin-0" data-testid="export-done">
              {done}
            </p>
          </Alert>
        )}
        <form className="usa-form" noValidate onSubmit={submit}>
          {select(
            'export-kind',
            st('exports.form.kind'),
            kind,
            EXPORT_KINDS,
            (k) => st(`exports.form.kinds.${k}`),
            setKind,
          )}
          <TextField
            id="export-from"
            type="date"
            label={st('exports.form.from')}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <TextField
            id="export-to"
            type="date"
            label={st('exports.form.to')}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <TextField
            id="export-reason"
            label={st('exports.form.reason')}
            hint={st('console.reason.hint')}
            autoComplete="off"
            value={reason}
            error={reasonProblem}
            onChange={(e) => setReason(e.target.value)}
          />
          {select(
            'export-format',
            st('exports.form.format'),
            format,
            EXPORT_FORMATS,
            (f) => st(`exports.form.formats.${f}`),
            setFormat,
          )}
          <div className="margin-top-2">
            <button type="submit" className="usa-button" disabled={busy}>
              {st('exports.form.download')}
            </button>
            {maker && (
              <button
                type="button"
                className="usa-button usa-button--outline"
                disabled={busy}
                onClick={() => void run('batch')}
              >
                {st('exports.form.batch')}
              </button>
            )}
            <button
              type="button"
              className="usa-button usa-button--outline"
              disabled={busy}
              onClick={() => void run('totals')}
            >
              {st('exports.form.totals')}
            </button>
          </div>
        </form>
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
                        onClick={() => {
                          const why = givenReason();
                          if (why !== null)
                            void downloadBatch(b.id, b.kind, f, why).catch((caught: unknown) =>
                              setError(staffProblemMessage(caught)),
                            );
                        }}
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
      </section>
    </>
  );
}
