import { useEffect, useRef, useState, type ReactNode } from 'react';
import { refundClaimNote, refundClaimRefusal, type StaffRefundClaim } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { TextAreaInput } from '../../../ui/schema-form';
import { longDate, longDateTime } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { StaffForm, useStaffForm } from '../../ui/staff-form';
import { addNote, approveClaim, refuseClaim } from './api';
import { TaxpayerLink } from '../../ui/taxpayer-link';

/** What the last action on a claim did (or the problem it met), shown and focused in its card. */
interface Outcome {
  type: 'success' | 'error';
  text: string;
  /** Each outcome is a new one, so the same words twice still take focus. */
  seq: number;
}

const undecided = (c: StaffRefundClaim) => c.status === 'received' || c.status === 'in-review';

const methodText = (c: StaffRefundClaim) =>
  c.method === 'direct-deposit'
    ? st('refunds.methods.direct-deposit', { account: c.accountMasked ?? '' })
    : c.method === 'check'
      ? st('refunds.methods.check')
      : st('refunds.methods.none');

/** Adds a staff note to a claim (the first starts its review), checked with the server's schema. */
function NoteForm({
  claim: c,
  onSent,
}: {
  claim: StaffRefundClaim;
  onSent: (claim: StaffRefundClaim) => void;
}) {
  const state = useStaffForm<{ note: string }, { note: string }, StaffRefundClaim>({
    schema: refundClaimNote,
    defaultValues: { note: '' },
    focus: 'field',
    ids: () => `claim-note-${c.id}`,
    send: ({ note }) => addNote(c.id, note),
    onSent: (claim) => {
      state.form.reset({ note: '' });
      onSent(claim);
    },
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet">
      <TextAreaInput
        name="note"
        label={st('refunds.notes.label', { id: c.id })}
        hint={st('refunds.notes.hint')}
        rows={2}
      />
      <button type="submit" className="usa-button usa-button--outline" disabled={state.busy}>
        {st('refunds.notes.add')}
      </button>
    </StaffForm>
  );
}

/** Refuses a claim with the reason the taxpayer reads, opened under the claim's buttons. */
function RefuseForm({
  claim: c,
  onSent,
  onCancel,
}: {
  claim: StaffRefundClaim;
  onSent: (claim: StaffRefundClaim) => void;
  onCancel: () => void;
}) {
  const state = useStaffForm<{ reason: string }, { reason: string }, StaffRefundClaim>({
    schema: refundClaimRefusal,
    defaultValues: { reason: '' },
    focus: 'field',
    ids: () => `claim-refusal-${c.id}`,
    send: ({ reason }) => refuseClaim(c.id, reason),
    onSent,
  });
  return (
    <StaffForm state={state} className="usa-form maxw-tablet" testId={`refuse-form-${c.id}`}>
      <TextAreaInput
        name="reason"
        label={st('refunds.actions.reason', { id: c.id })}
        hint={st('refunds.actions.reasonHint')}
        maxLength={500}
        autoFocus
      />
      <button type="submit" className="usa-button usa-button--secondary" disabled={state.busy}>
        {st('refunds.actions.confirmRefuse')}
      </button>
      <button type="button" className="usa-button usa-button--unstyled margin-left-2" onClick={onCancel}>
        {st('queues.cancel')}
      </button>
    </StaffForm>
  );
}

/** The offset approval makes: what is owed on other years, taken from the refund first. */
function Owed({ claim: c }: { claim: StaffRefundClaim }) {
  if (!undecided(c) && c.status !== 'approved') return null;
  const offset = Math.min(
    c.refundCents,
    c.owedElsewhere.reduce((sum, o) => sum + o.cents, 0),
  );
  return (
    <>
      <h3>{st('refunds.owed.heading')}</h3>
      {c.owedElsewhere.length === 0 ? (
        <p>{st('refunds.owed.none')}</p>
      ) : (
        <>
          <p className="margin-bottom-05">{st('refunds.owed.intro')}</p>
          <ul className="usa-list margin-top-05" data-testid={`owed-${c.id}`}>
            {c.owedElsewhere.map((o) => (
              <li key={o.taxYear}>
                {st('refunds.owed.item', { year: o.taxYear, amount: formatCents(o.cents) })}
              </li>
            ))}
          </ul>
          <p>
            {st('refunds.owed.total', {
              offset: formatCents(offset),
              paid: formatCents(c.refundCents - offset),
            })}
          </p>
        </>
      )}
    </>
  );
}

/**
 * One claim of the refund queue (issue 27 item 3): who and what, how it is paid (account masked),
 * its age and the day interest starts, its approvals, what the taxpayer owes elsewhere (the offset
 * approving makes), notes, and its actions. The outcome of an action is shown in the card and
 * takes focus, so focus stays next to what was acted on even when the button is gone.
 */
export function ClaimCard({
  claim: c,
  reason,
  canAct,
  canDecide,
  onChanged,
}: {
  claim: StaffRefundClaim;
  reason: string;
  canAct: boolean;
  canDecide: boolean;
  onChanged: (claim: StaffRefundClaim) => void;
}) {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const refuseRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const say = (type: Outcome['type'], text: string) =>
    setOutcome((last) => ({ type, text, seq: (last?.seq ?? 0) + 1 }));
  const changed = (claim: StaffRefundClaim, text: string) => {
    onChanged(claim);
    say('success', text);
  };

  const approve = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const claim = await approveClaim(c.id);
      changed(
        claim,
        st(claim.status === 'approved' ? 'refunds.actions.approved' : 'refunds.actions.firstApproved', {
          id: c.id,
        }),
      );
    } catch (caught) {
      say('error', staffProblemMessage(caught));
    } finally {
      setBusy(false);
    }
  };

  const names = { id: c.id, name: c.taxpayerName };
  const second = c.approvedBy !== null;
  const sent = c.steps.find((s) => s.status === 'sent')?.on ?? null;
  const fields: [string, ReactNode][] = [
    [
      st('refunds.fields.taxpayer'),
      <TaxpayerLink id={c.taxpayerId} reason={reason}>
        {c.taxpayerName} ({c.taxpayerId})
      </TaxpayerLink>,
    ],
    [st('refunds.fields.confirmation'), c.confirmationNumber ?? st('refunds.fields.fromAccount')],
    [st('refunds.fields.status'), st(`refunds.statuses.${c.status}`)],
    [st('refunds.fields.refund'), <span className="efile-money">{formatCents(c.refundCents)}</span>],
    [
      st('refunds.fields.credit', { year: c.taxYear + 1 }),
      <span className="efile-money">{formatCents(c.creditCents)}</span>,
    ],
    [st('refunds.fields.method'), methodText(c)],
    [st('refunds.fields.received'), longDateTime(c.claimedAt)],
    [
      st('refunds.fields.age'),
      c.ageDays === 1 ? st('refunds.ageOneDay') : st('refunds.ageDays', { days: c.ageDays }),
    ],
    [st('refunds.fields.interestFreeUntil'), longDate(c.interestFreeUntil)],
    [st('refunds.fields.approval'), c.needsSecond ? st('refunds.needsSecond') : st('refunds.oneApproval')],
    [st('refunds.fields.approvedBy'), c.approvedBy ?? st('refunds.nobody')],
    ...(c.needsSecond
      ? [
          [st('refunds.fields.secondApprovedBy'), c.secondApprovedBy ?? st('refunds.nobody')] as [
            string,
            string,
          ],
        ]
      : []),
    ...(c.batchId !== null
      ? [[st('refunds.fields.batch'), st('refunds.batchNumber', { id: c.batchId })] as [string, string]]
      : []),
    ...(sent ? [[st('refunds.statuses.sent'), longDate(sent)] as [string, string]] : []),
    ...(c.expectedOn ? [[st('refunds.fields.expected'), longDate(c.expectedOn)] as [string, string]] : []),
    ...(c.interestCents !== null
      ? [[st('refunds.fields.interest'), formatCents(c.interestCents)] as [string, string]]
      : []),
    ...(c.refusalReason ? [[st('refunds.fields.refusal'), c.refusalReason] as [string, string]] : []),
  ];

  return (
    <article
      className="border-1px border-base-lighter padding-2 margin-y-2 radius-md"
      aria-labelledby={`claim-${c.id}`}
      data-testid="refund-claim"
    >
      <h2 id={`claim-${c.id}`} className="margin-top-0">
        {st('refunds.heading', { id: c.id, name: c.taxpayerName, year: c.taxYear })}
      </h2>
      <dl className="grid-row grid-gap">
        {fields.map(([label, value]) => (
          <div key={label} className="tablet:grid-col-4 margin-bottom-1">
            <dt className="text-bold">{label}</dt>
            <dd className="margin-left-0">{value}</dd>
          </div>
        ))}
      </dl>
      <Owed claim={c} />
      <h3>{st('refunds.notes.heading')}</h3>
      {c.notes.length === 0 ? (
        <p>{st('refunds.notes.none')}</p>
      ) : (
        <ul className="usa-list">
          {c.notes.map((n) => (
            <li key={`${n.at}-${n.by}`}>
              <p className="margin-y-0 text-italic">
                {st('refunds.notes.item', { who: n.by, when: longDateTime(n.at) })}
              </p>
              <p className="margin-top-05 text-pre-wrap">{n.note}</p>
            </li>
          ))}
        </ul>
      )}
      <div ref={outcomeRef} tabIndex={-1} data-testid={`claim-outcome-${c.id}`}>
        {outcome && (
          <Alert type={outcome.type} slim>
            <p className="margin-0">{outcome.text}</p>
          </Alert>
        )}
      </div>
      {canAct && (
        <NoteForm claim={c} onSent={(claim) => changed(claim, st('refunds.notes.added', { id: c.id }))} />
      )}
      {canAct && undecided(c) && (
        <ul className="usa-button-group margin-top-2">
          <li className="usa-button-group__item">
            <button
              type="button"
              className="usa-button"
              disabled={busy}
              aria-label={st(
                second ? 'refunds.actions.approveSecondLabel' : 'refunds.actions.approveLabel',
                names,
              )}
              onClick={() => void approve()}
            >
              {st(second ? 'refunds.actions.approveSecond' : 'refunds.actions.approve')}
            </button>
          </li>
          {canDecide && (
            <li className="usa-button-group__item">
              <button
                ref={refuseRef}
                type="button"
                className="usa-button usa-button--secondary"
                aria-expanded={refusing}
                aria-label={st('refunds.actions.refuseLabel', names)}
                onClick={() => setRefusing(!refusing)}
              >
                {st('refunds.actions.refuse')}
              </button>
            </li>
          )}
        </ul>
      )}
      {canDecide && refusing && undecided(c) && (
        <RefuseForm
          claim={c}
          onSent={(claim) => {
            setRefusing(false);
            changed(claim, st('refunds.actions.refused', { id: c.id }));
          }}
          onCancel={() => {
            setRefusing(false);
            refuseRef.current?.focus();
          }}
        />
      )}
    </article>
  );
}
