import type { ReactNode } from 'react';
import type { StaffTaxpayerAccount } from '@efile/contracts';
import { Money } from '../../../ui/money';
import { st } from '../../i18n';

type Account = StaffTaxpayerAccount;

const dateTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(
    new Date(iso),
  ) + ' UTC';
const day = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso));

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

function Table({ head, rows }: { head: readonly string[]; rows: readonly (readonly ReactNode[])[] }) {
  return (
    <div className="efile-table-scroll">
      <table className="usa-table usa-table--borderless width-full">
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
                <td key={j}>{cell}</td>
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
        st('taxpayers.account.amount'),
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
        st('taxpayers.account.amount'),
        st('taxpayers.account.pdf'),
      ]}
      rows={forms.map((f) => [
        f.formType,
        f.taxYear,
        f.period ?? '',
        f.confirmationNumber ?? '',
        day(f.filedAt),
        <Money cents={f.amountDue} />,
        <Money cents={f.balance} />,
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          aria-label={st('taxpayers.account.pdfOf', { form: f.formType, year: f.taxYear })}
          onClick={() => onPdf(f.id)}
        >
          {st('taxpayers.account.pdf')}
        </button>,
      ])}
    />
  );
}

export function LedgerTable({ entries }: { entries: Account['entries'] }) {
  return (
    <Table
      head={[
        st('taxpayers.account.date'),
        st('taxpayers.account.taxYear'),
        st('taxpayers.account.kind'),
        st('taxpayers.account.amount'),
        st('taxpayers.account.confirmation'),
        st('taxpayers.account.reason'),
      ]}
      rows={entries.map((e) => [
        day(e.occurredAt),
        e.taxYear,
        e.kind,
        <Money cents={e.amount} />,
        e.confirmationNumber ?? '',
        e.reason ?? '',
      ])}
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
        st('taxpayers.account.amount'),
      ]}
      rows={payments.map((p) => [
        day(p.date),
        p.formType,
        p.taxYear,
        [p.method, p.lastFour].filter(Boolean).join(' '),
        p.status,
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
        day(f.uploadedAt),
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
        dateTime(e.occurredAt),
        e.action,
        e.staffUsername ?? '',
        e.userId ?? '',
        <code style={{ overflowWrap: 'anywhere' }}>{JSON.stringify(e.details)}</code>,
      ])}
    />
  );
}
