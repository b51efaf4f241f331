import type { ExportTotals } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { st, type StaffMessageKey } from '../../i18n';

/** Daily totals: filed forms by form type, payments by method (count and amount). */
export function TotalsTable({ totals }: { totals: ExportTotals }) {
  const heading = st('exports.totals.heading', { from: totals.from, to: totals.to });
  const table = (
    caption: string,
    rows: { date: string; what: string; count: number; cents: number }[],
    testId: string,
  ) => (
    <table className="usa-table usa-table--borderless usa-table--compact" data-testid={testId}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{st('exports.totals.date')}</th>
          <th scope="col">{st('exports.totals.what')}</th>
          <th scope="col">{st('exports.totals.count')}</th>
          <th scope="col">{st('exports.totals.amount')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={`${r.date} ${r.what}`}>
            <th scope="row">{r.date}</th>
            <td>{r.what}</td>
            <td>{r.count}</td>
            <td className="efile-money">{formatCents(r.cents)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  const forms = totals.days.flatMap((d) =>
    d.forms.map((f) => ({
      date: d.date,
      what: st(`mailroom.forms.${f.formType}` as StaffMessageKey),
      count: f.count,
      cents: f.cents,
    })),
  );
  const payments = totals.days.flatMap((d) =>
    d.payments.map((p) => ({
      date: d.date,
      what: st(`exports.methods.${p.method}` as StaffMessageKey),
      count: p.count,
      cents: p.cents,
    })),
  );
  return (
    <section aria-labelledby="exports-totals-heading">
      <h2 id="exports-totals-heading">{heading}</h2>
      {totals.days.length === 0 ? (
        <p>{st('exports.totals.none')}</p>
      ) : (
        <>
          {table(st('exports.totals.forms'), forms, 'totals-forms')}
          {table(st('exports.totals.payments'), payments, 'totals-payments')}
        </>
      )}
    </section>
  );
}
