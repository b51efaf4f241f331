import type { ReactNode } from 'react';
import type { StaffTaxpayerAccount } from '@efile/contracts';
import { formatCents } from '../../../lib/money';
import { st, type StaffMessageKey } from '../../i18n';
import { dayOf, dayText } from '../../ui/when';
import { chargeText, kindText, methodText, paymentStatusText, upcomingText } from './words';
import { formName } from '../../ui/form-name';

type Data = StaffTaxpayerAccount;

/** How many lines a block of the card shows: the answer, not the history (the sections below hold it). */
const LINES = 3;

function Block({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="tablet:grid-col-6 desktop:grid-col-4" data-testid={`glance-${id}`}>
      <h3>{title}</h3>
      {children}
    </div>
  );
}

function Lines({ lines, empty }: { lines: readonly ReactNode[]; empty: string }) {
  if (lines.length === 0) return empty ? <p>{empty}</p> : null;
  return (
    <ul className="usa-list usa-list--unstyled">
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ul>
  );
}

/** What is owed today, year by year, with the parts (on the account, interest and penalty to date). */
function owedLines({ account }: Data): string[] {
  const years = account.years
    .filter((y) => y.payToday > 0 || y.balance < 0)
    .map((y) =>
      y.balance < 0
        ? st('glance.owes.credit', { year: y.taxYear, amount: formatCents(-y.balance) })
        : `${st('glance.owes.year', { year: y.taxYear, amount: formatCents(y.payToday) })} — ${st(
            'glance.owes.parts',
            {
              balance: formatCents(y.balance),
              interest: formatCents(y.accruedInterest),
              penalty: formatCents(y.accruedPenalty),
            },
          )}`,
    );
  const notYetDue = account.total.notYetDue;
  return notYetDue > 0 ? [...years, st('glance.owes.notYetDue', { amount: formatCents(notYetDue) })] : years;
}

/** Why interest and penalty run on each form today, and what the ledger already charged with its reason. */
function whyLines({ account, entries }: Data): string[] {
  const running = account.payables
    .filter((p) => p.target.kind === 'form')
    .flatMap((p) =>
      p.lines.flatMap((line) => {
        const why = chargeText(line);
        return why
          ? [
              `${st('glance.why.form', { form: formName(p.formType), year: p.taxYear })}: ${why} — ${formatCents(line.amount)}`,
            ]
          : [];
      }),
    );
  const charged = entries
    .filter((e) => e.kind === 'liability.interest' || e.kind === 'liability.penalty')
    .reverse()
    .map(
      (e) =>
        st('glance.why.charged', {
          kind: kindText(e.kind),
          date: dayOf(e.occurredAt),
          amount: formatCents(e.amount),
        }) + (e.reason ? ` — ${e.reason}` : ''),
    );
  return [...running, ...charged];
}

/** The latest payments (card, bank, mailed check) and the estimate payments credited per year. */
function paymentLines({ account, entries }: Data): string[] {
  const payments = account.payments.slice(0, LINES).map((p) =>
    st('glance.payments.line', {
      date: dayOf(p.date),
      amount: formatCents(p.amount),
      method: methodText(p),
      what: `${formName(p.formType)} ${p.taxYear}`.trim(),
      status: paymentStatusText(p.status),
    }),
  );
  const credited = new Map<number, number>();
  for (const e of entries)
    if (e.kind === 'estimate.credit') credited.set(e.taxYear, (credited.get(e.taxYear) ?? 0) - e.amount);
  const estimates = [...credited]
    .filter(([, amount]) => amount > 0)
    .sort(([a], [b]) => b - a)
    .map(([year, amount]) => st('glance.payments.estimateCredits', { year, amount: formatCents(amount) }));
  return [...payments, ...estimates];
}

function refundLines({ refunds }: Data): string[] {
  return refunds.slice(0, LINES).map((c) => {
    const parts = [
      c.refundCents > 0 && st('glance.refunds.refund', { amount: formatCents(c.refundCents) }),
      c.creditCents > 0 && st('glance.refunds.credit', { amount: formatCents(c.creditCents) }),
    ]
      .filter(Boolean)
      .join(', ');
    const step = [...c.steps].reverse().find((s) => s.on);
    const line = st('glance.refunds.claim', {
      year: c.taxYear,
      parts,
      status: st(`refunds.statuses.${c.status}`),
      date: step?.on ? dayText(step.on) : '',
    });
    const after =
      c.status === 'refused' && c.refusalReason
        ? st('glance.refunds.refused', { reason: c.refusalReason })
        : c.expectedOn
          ? st('glance.refunds.expected', { date: dayText(c.expectedOn) })
          : '';
    return after ? `${line}. ${after}` : line;
  });
}

/**
 * The account at a glance (issue 28 item 1): the answers to the questions a caller asks — did you
 * get my payment, what do I owe and why, why was I charged interest, what is due next, where is
 * my refund, why can't I sign in — on the first screen, each with a way to the details below.
 */
export function SummaryCard({ data }: { data: Data }) {
  const owed = data.account.total.payToday;
  const next = data.upcoming.items.slice(0, LINES).map(upcomingText);
  return (
    <section
      aria-labelledby="glance-heading"
      className="usa-summary-box efile-glance margin-top-2"
      data-testid="account-at-a-glance"
    >
      <h2 id="glance-heading" className="usa-summary-box__heading">
        {st('glance.heading')}
      </h2>
      <p>{st('glance.asOf', { date: dayText(data.account.asOf) })}</p>
      <div className="grid-row grid-gap">
        <Block id="owes" title={st('glance.owes.heading')}>
          <p className="text-bold" data-testid="glance-owed-total">
            {owed > 0 ? st('glance.owes.total', { amount: formatCents(owed) }) : st('glance.owes.nothing')}
          </p>
          <Lines lines={owedLines(data)} empty="" />
        </Block>
        <Block id="why" title={st('glance.why.heading')}>
          <Lines lines={whyLines(data).slice(0, LINES + 1)} empty={st('glance.why.none')} />
        </Block>
        <Block id="payments" title={st('glance.payments.heading')}>
          <Lines lines={paymentLines(data)} empty={st('glance.payments.none')} />
        </Block>
        <Block id="next" title={st('glance.next.heading')}>
          <Lines lines={next} empty={st('glance.next.none')} />
        </Block>
        <Block id="refunds" title={st('glance.refunds.heading')}>
          <Lines lines={refundLines(data)} empty={st('glance.refunds.none')} />
        </Block>
        <Block id="sign-in" title={st('glance.signIn.heading')}>
          <Lines
            lines={data.webAccounts.map((a) => (
              <>
                {st('glance.signIn.account', {
                  username: a.username,
                  state: st(`taxpayers.account.states.${a.state}` as StaffMessageKey),
                })}
                {a.state === 'locked' && (
                  <>
                    {' '}
                    <a href={`#web-account-${a.username}`}>
                      {st('glance.signIn.unlock', { username: a.username })}
                    </a>
                  </>
                )}
              </>
            ))}
            empty={st('glance.signIn.none')}
          />
        </Block>
      </div>
    </section>
  );
}
