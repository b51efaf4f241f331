import { type AccountPayment, type LedgerEntryKind, type PayLine, type UpcomingItem } from '@efile/contracts';
import { formatCents, percent } from '../../../lib/money';
import { st, type StaffMessageKey } from '../../i18n';
import { formName } from '../../ui/form-name';
import { dayText } from '../../ui/when';

/**
 * The account's codes in the words a clerk reads out (issue 28 item 1): the ledger's kinds, the
 * provider's payment methods and statuses, a form's name, why interest and penalty run — every
 * figure and reason from the server's account model, only worded here.
 */

export const kindText = (kind: LedgerEntryKind): string =>
  st(`glance.kinds.${kind.replace('.', '-')}` as StaffMessageKey);

const METHODS = ['Unknown', 'CreditDebitCard', 'PersonalCheck', 'BusinessCheck', 'MailedCheck'] as const;
const STATUSES = ['Initiated', 'InProgress', 'Completed', 'Error'] as const;
const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** "card ending 1111", "mailed check", "bank account (e-check)". */
export function methodText(p: Pick<AccountPayment, 'method' | 'lastFour'>): string {
  const method = isOneOf(METHODS, p.method)
    ? st(`glance.methods.${p.method}`)
    : (p.method ?? st('glance.methods.none'));
  return p.lastFour ? `${method} ${st('glance.ending', { last4: p.lastFour })}` : method;
}

export const paymentStatusText = (status: string): string =>
  isOneOf(STATUSES, status) ? st(`glance.paymentStatuses.${status}`) : status;

/** Why an interest or penalty line runs: since when, at which yearly rates for how many months, by which rule. */
export function chargeText(line: PayLine): string | null {
  const rule = line.rule ? st('glance.why.rule', { rule: line.rule }) : '';
  const date = line.from ? dayText(line.from) : '';
  switch (line.code) {
    case 'interest': {
      const rates = line.rates
        .map((r) => st('glance.why.rate', { rate: percent(r.basisPoints), year: r.year, months: r.months }))
        .join('; ');
      return st('glance.why.interest', { date, rates }) + rule;
    }
    case 'latePaymentPenalty':
      return st('glance.why.latePaymentPenalty', { date }) + rule;
    case 'lateFilingPenalty':
      return st('glance.why.lateFilingPenalty', { date }) + rule;
    default:
      return null;
  }
}

/** "Individual Estimate 2026, installment 2 due Jun 15, 2026 ($250.00)". */
export function upcomingText(item: UpcomingItem): string {
  const form = formName(item.formType);
  const what =
    item.period && /^\d$/.test(item.period)
      ? st('glance.next.installment', { form, year: item.taxYear, n: item.period })
      : item.period
        ? st('glance.next.period', { form, period: item.period })
        : st('glance.next.form', { form, year: item.taxYear });
  const amount = item.amount === null ? '' : st('glance.next.amount', { amount: formatCents(item.amount) });
  return (
    st(item.overdue ? 'glance.next.overdue' : 'glance.next.due', { what, date: dayText(item.dueDate) }) +
    amount
  );
}
