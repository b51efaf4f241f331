import type { ReactNode } from 'react';
import type { StaffTaxpayerAccount } from '@efile/contracts';
import { Money } from '../../../ui/money';
import { st } from '../../i18n';
import { dayOf, when } from '../../ui/when';
import { kindText, methodText, paymentStatusText } from './words';
import { formName } from '../../ui/form-name';

type Account = StaffTaxpayerAccount;

/** A section of the account page with its heading (h2) and an empty-state sentence. */
export function Section({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string | false;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="margin-top-4" data-testid={`section-${id}`}>
      <h2 id={`${id}-heading`}>{title}</h2>
      {empty ? <p>{empty}</p> : children}
    </section>
  );
}

/** A table whose cells carry their column's name: at phone width each row stacks, labelled. */
function Table({ head, rows }: { head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <div className="efile-table-scroll">
      <table className="usa-table usa-table--borderless usa-table--stacked width-full">
        <thead>
          <tr>
            {head.map((h) => (
              <th scope="col" key={h}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map((cell, j) => (
                <td key={j} data-label={head[j]}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TaxpayerDetails({ taxpayer }: { taxpayer: Account['taxpayer'] }) {
  return (
    <dl className="efile-facts" data-testid="taxpayer-details">
      <dt>{st('taxpayers.search.name')}</dt>
      <dd>{taxpayer.name}</dd>
      {taxpayer.jointName && (
        <>
          <dt>{st('taxpayers.account.jointName')}</dt>
          <dd>
            {taxpayer.jointName}
            {taxpayer.jointFederalIdLast4 &&
              ` (${st('taxpayers.search.ending', { last4: taxpayer.jointFederalIdLast4 })})`}
          </dd>
        </>
      )}
      <dt>{st('taxpayers.search.federalId')}</dt>
      <dd>
        {taxpayer.federalIdLast4 ? st('taxpayers.search.ending', { last4: taxpayer.federalIdLast4 }) : '—'}
      </dd>
      <dt>{st('taxpayers.account.address')}</dt>
      <dd>
        {taxpayer.streetAddress}, {taxpayer.city}, {taxpayer.state} {taxpayer.zip}
      </dd>
      <dt>{st('taxpayers.search.email')}</dt>
      <dd>{taxpayer.email ?? '—'}</dd>
      <dt>{st('taxpayers.search.status')}</dt>
      <dd>
        {st(taxpayer.active ? 'taxpayers.search.active' : 'taxpayers.search.inactive')}
        {taxpayer.registrationPending && ` — ${st('taxpayers.account.registrationPending')}`}
      </dd>
    </dl>
  );
}

export function BalanceTable({ account }: { account: Account['account'] }) {
  const row = (label: ReactNode, f: Account['account']['total']) => [
    label,
    <Money cents={f.balance} />,
    <Money cents={f.accruedInterest} />,
    <Money cents={f.accruedPenalty} />,
    <Money cents={f.payToday} />,
  ];
  return (
    <Table
      head={[
        st('taxpayers.account.taxYear'),
        st('taxpayers.account.onAccount'),
        st('taxpayers.account.interest'),
        st('taxpayers.account.penalty'),
        st('taxpayers.account.payToday'),
      ]}
      rows={[
        ...account.years.map((y) => row(y.taxYear, y)),
        row(<strong>{st('taxpayers.account.total')}</strong>, account.total),
      ]}
    />
  );
}

export function FilingsTable({
  forms,
  onPdf,
}: {
  forms: Account['account']['forms'];
  onPdf: (formId: number) => void;
}) {
  return (
    <Table
      head={[
        st('taxpayers.account.form'),
        st('taxpayers.account.taxYear'),
        st('taxpayers.account.period'),
        st('taxpayers.account.confirmation'),
        st('taxpayers.account.filed'),
        st('taxpayers.account.amountDue'),
        st('glance.owedOnForm'),
        st('taxpayers.account.pdf'),
      ]}
      rows={forms.map((f) => [
        formName(f.formType),
        f.taxYear,
        f.period ?? '',
        f.confirmationNumber ?? '',
        dayOf(f.filedAt),
        <Money cents={f.amountDue} />,
        <Money cents={f.balance} />,
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          aria-label={st('taxpayers.account.pdfOf', { form: formName(f.formType), year: f.taxYear })}
          onClick={() => onPdf(f.id)}
        >
          {st('taxpayers.account.pdf')}
        </button>,
      ])}
    />
  );
}

/** Every entry in plain words, oldest first, with the account's balance after each. */
export function LedgerTable({ entries }: { entries: Account['entries'] }) {
  // The balance after each entry: the sums of the entries up to it (no variable changed while rendering).
  const balances = entries.reduce<number[]>((sums, e) => [...sums, (sums.at(-1) ?? 0) + e.amount], []);
  const rows = entries.map((e, i) => [
    dayOf(e.occurredAt),
    e.taxYear,
    kindText(e.kind),
    formName(e.formType),
    <Money cents={e.amount} />,
    <Money cents={balances[i]!} />,
    e.confirmationNumber ?? '',
    e.reason ?? '',
  ]);
  return (
    <Table
      head={[
        st('taxpayers.account.date'),
        st('taxpayers.account.taxYear'),
        st('taxpayers.account.kind'),
        st('taxpayers.account.form'),
        st('taxpayers.account.entryAmount'),
        st('glance.runningBalance'),
        st('taxpayers.account.confirmation'),
        st('taxpayers.account.reason'),
      ]}
      rows={rows}
    />
  );
}

export function PaymentsTable({ payments }: { payments: Account['account']['payments'] }) {
  return (
    <Table
      head={[
        st('taxpayers.account.date'),
        st('taxpayers.account.form'),
        st('taxpayers.account.taxYear'),
        st('taxpayers.account.method'),
        st('taxpayers.search.status'),
        st('glance.paid'),
      ]}
      rows={payments.map((p) => [
        when(p.date),
        formName(p.formType),
        p.taxYear,
        methodText(p),
        paymentStatusText(p.status),
        <Money cents={p.amount} />,
      ])}
    />
  );
}

export function FilesTable({
  files,
  onOpen,
}: {
  files: Account['files'];
  onOpen: (file: Account['files'][number]) => void;
}) {
  return (
    <Table
      head={[
        st('taxpayers.account.fileName'),
        st('taxpayers.account.fileType'),
        st('taxpayers.account.fileSize'),
        st('taxpayers.account.date'),
      ]}
      rows={files.map((f) => [
        <button type="button" className="usa-button usa-button--unstyled" onClick={() => onOpen(f)}>
          {f.name}
        </button>,
        f.contentType,
        `${Math.ceil(f.size / 1024)} KB`,
        dayOf(f.uploadedAt),
      ])}
    />
  );
}

export function AuditTable({ events }: { events: Account['audit'] }) {
  return (
    <Table
      head={[
        st('taxpayers.account.when'),
        st('taxpayers.account.action'),
        st('taxpayers.account.by'),
        st('taxpayers.account.user'),
        st('taxpayers.account.detailsColumn'),
      ]}
      rows={events.map((e) => [
        when(e.occurredAt),
        e.action,
        e.staffUsername ?? '',
        e.userId ?? '',
        <AuditDetails details={e.details} />,
      ])}
    />
  );
}

/** An audit event's details as "reason: …" lines, not JSON (values that are objects stay compact). */
function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const entries = Object.entries(details);
  if (entries.length === 0) return null;
  return (
    <dl className="margin-0" style={{ overflowWrap: 'anywhere' }}>
      {entries.map(([key, value]) => (
        <div key={key}>
          <dt className="display-inline text-bold">{key}:</dt>{' '}
          <dd className="display-inline margin-0">
            {typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
