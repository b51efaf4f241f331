import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { type StaffAdjustment } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { Alert } from '../../../ui/alert';
import { st } from '../../i18n';
import { formName } from '../../ui/form-name';
import { when } from '../../ui/when';
import { staffProblemMessage } from '../../lib/api';
import { taxpayerPath } from '../../paths';
import { approveAdjustment, refuseAdjustment } from './api';

/** The amount as the approver reads it: an assessment's change signed, the rest as removed or moved. */
const amountOf = (a: StaffAdjustment) =>
  a.kind === 'assessment' && a.amountCents > 0
    ? `+${formatCents(a.amountCents)}`
    : formatCents(a.amountCents);

/** What an adjustment does, in one phrase (the outcome messages). */
export const whatItDoes = (a: StaffAdjustment) =>
  `${st(`adjustments.reasons.${a.reason}`)}, ${amountOf(a)}, ${st('adjustments.card.year')} ${a.taxYear}`;

/** The figures it changes, before → after (as of now while it waits). */
function Changes({ a }: { a: StaffAdjustment }) {
  return (
    <table className="usa-table usa-table--borderless usa-table--compact" data-testid={`changes-${a.id}`}>
      <caption>{st('adjustments.card.changes')}</caption>
      <thead>
        <tr>
          <th scope="col">{st('adjustments.card.figure')}</th>
          <th scope="col">{st('adjustments.card.before')}</th>
          <th scope="col">{st('adjustments.card.after')}</th>
        </tr>
      </thead>
      <tbody>
        {a.changes.map((c) => (
          <tr key={`${c.figure}-${c.taxYear}`}>
            <th scope="row">{st(`adjustments.figures.${c.figure}`, { year: c.taxYear })}</th>
            <td className="efile-money">{formatCents(c.before)}</td>
            <td className="efile-money">{formatCents(c.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * One adjustment with everything the approver needs (issue 28 item 2): the taxpayer, year and
 * form, what it changes before → after, the reason and the note, who asked and when; and for a
 * supervisor or administrator who did not ask, Approve and Refuse. The outcome is shown in the
 * card and takes focus, so focus stays next to what was acted on.
 */
export function AdjustmentCard({
  adjustment,
  reason,
  canDecide,
  me,
  onChanged,
}: {
  adjustment: StaffAdjustment;
  /** The reason for looking, carried to the taxpayer's account link. */
  reason: string;
  canDecide: boolean;
  me: string | null;
  onChanged: (a: StaffAdjustment) => void;
}) {
  // The answer of a decision is shown at once (the list it came from may be read again later).
  const [decided, setDecided] = useState<StaffAdjustment | null>(null);
  const a = decided?.id === adjustment.id && adjustment.status === 'requested' ? decided : adjustment;
  const [outcome, setOutcome] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [why, setWhy] = useState('');
  const [busy, setBusy] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const whyRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  useEffect(() => {
    if (refusing) whyRef.current?.focus();
  }, [refusing]);

  const act = async (work: () => Promise<StaffAdjustment>, done: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      const updated = await work();
      setRefusing(false);
      setDecided(updated);
      onChanged(updated);
      setOutcome({ type: 'success', text: done });
    } catch (caught) {
      setOutcome({ type: 'error', text: staffProblemMessage(caught) });
    } finally {
      setBusy(false);
    }
  };

  const form = a.formType
    ? `${formName(a.formType)} ${a.taxYear}${a.confirmationNumber ? ` (${a.confirmationNumber})` : ''}`
    : null;
  const fields: [string, ReactNode][] = [
    [
      st('adjustments.card.taxpayer'),
      <Link to={`${taxpayerPath(a.taxpayerId)}?${new URLSearchParams({ reason })}`}>
        {a.taxpayerName} ({a.taxpayerId})
      </Link>,
    ],
    [st('adjustments.card.year'), String(a.taxYear)],
    ...(a.toTaxYear !== null
      ? [[st('adjustments.card.toYear'), String(a.toTaxYear)] as [string, ReactNode]]
      : []),
    ...(form ? [[st('adjustments.card.form'), form] as [string, ReactNode]] : []),
    [st('adjustments.card.amount'), <span className="efile-money">{amountOf(a)}</span>],
    [st('adjustments.card.reason'), st(`adjustments.reasons.${a.reason}`)],
    [st('adjustments.card.note'), a.note],
    [st('adjustments.card.status'), st(`adjustments.statuses.${a.status}`)],
    [
      st('adjustments.card.requested'),
      st('adjustments.card.at', { who: a.requestedBy, when: when(a.requestedAt) }),
    ],
    ...(a.decidedBy && a.decidedAt
      ? [
          [
            st('adjustments.card.decided'),
            st('adjustments.card.at', { who: a.decidedBy, when: when(a.decidedAt) }),
          ] as [string, ReactNode],
        ]
      : []),
    ...(a.refusalReason ? [[st('adjustments.card.refusal'), a.refusalReason] as [string, ReactNode]] : []),
  ];
  const waiting = a.status === 'requested';
  const mine = me !== null && me === a.requestedBy;
  const ids = { id: a.id };
  return (
    <article className="usa-card margin-bottom-2" data-testid={`adjustment-${a.id}`}>
      <div className="usa-card__container">
        <div className="usa-card__header">
          <h3 className="usa-card__heading">
            {st('adjustments.card.heading', { id: a.id, kind: st(`adjustments.kinds.${a.kind}`) })}
          </h3>
        </div>
        <div className="usa-card__body">
          <dl className="efile-facts">
            {fields.map(([term, value]) => (
              <div key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Changes a={a} />
          {outcome && (
            <div ref={outcomeRef} tabIndex={-1}>
              <Alert type={outcome.type} slim>
                <p className="margin-0">{outcome.text}</p>
              </Alert>
            </div>
          )}
          {waiting && mine && <p>{st('adjustments.card.yours')}</p>}
          {waiting && canDecide && !mine && !refusing && (
            <div className="usa-button-group">
              <button
                type="button"
                className="usa-button"
                disabled={busy}
                onClick={() => void act(() => approveAdjustment(a.id), st('adjustments.card.approved', ids))}
              >
                {st('adjustments.card.approve', ids)}
              </button>
              <button
                type="button"
                className="usa-button usa-button--outline"
                disabled={busy}
                onClick={() => setRefusing(true)}
              >
                {st('adjustments.card.refuse', ids)}
              </button>
            </div>
          )}
          {waiting && canDecide && !mine && refusing && (
            <form
              className="usa-form"
              onSubmit={(event) => {
                event.preventDefault();
                if (why.trim())
                  void act(() => refuseAdjustment(a.id, why.trim()), st('adjustments.card.refused', ids));
              }}
            >
              <label className="usa-label" htmlFor={`refuse-${a.id}`}>
                {st('adjustments.card.refuseReason', ids)}
              </label>
              <input
                id={`refuse-${a.id}`}
                ref={whyRef}
                className="usa-input"
                required
                value={why}
                onChange={(e) => setWhy(e.target.value)}
              />
              <div className="usa-button-group margin-top-1">
                <button type="submit" className="usa-button usa-button--secondary" disabled={busy}>
                  {st('adjustments.card.confirmRefuse')}
                </button>
                <button
                  type="button"
                  className="usa-button usa-button--unstyled"
                  onClick={() => setRefusing(false)}
                >
                  {st('adjustments.card.cancel')}
                </button>
              </div>
            </form>
          )}
        </div>
      </div>
    </article>
  );
}
