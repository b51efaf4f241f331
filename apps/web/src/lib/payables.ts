import {
  paths,
  type InstallmentState,
  type Payable,
  type PaymentTarget,
  type PayLine,
} from '@efile/contracts';
import { t } from '../i18n';
import { formName } from './account';
import { longDate } from './dates';
import { percent } from './money';

/**
 * What can be paid, in words and addresses (issue 22 items 2 and 3, ADR 0045): every figure and
 * reason comes from the server's account model (GET /api/account `payables`, the payment info's
 * `lines`); the screens only word them and link to the payment page of the exact item.
 */

/** The payment page of a target: a form's remainder, one installment, or a whole tax year. */
export function payPath(target: PaymentTarget): string {
  switch (target.kind) {
    case 'form':
      return paths.payForm.replace(':formId', String(target.taxFormId));
    case 'installment':
      return paths.payInstallment
        .replace(':formId', String(target.taxFormId))
        .replace(':installment', String(target.installment));
    case 'year':
      return paths.payYear.replace(':year', String(target.taxYear));
  }
}

/** "Individual Estimate 2026, installment 4"; "Individual Annual Return 2025"; "Everything owed for 2025". */
export function payableName(item: Pick<Payable, 'target' | 'formType' | 'taxYear'>): string {
  const { target } = item;
  if (target.kind === 'year') return t('account.pay.year', { year: item.taxYear });
  const form = t('account.pay.form', { form: formName(item.formType ?? ''), year: item.taxYear });
  return target.kind === 'installment' ? t('account.pay.installment', { form, n: target.installment }) : form;
}

/** Why a line of an amount is asked, in plain words, with its rule. */
export function lineText(line: PayLine): string {
  const from = line.from ? longDate(line.from) : '';
  const rule = line.rule ? t('account.pay.rule', { rule: line.rule }) : '';
  switch (line.code) {
    case 'taxLeft':
      return t('account.pay.lines.taxLeft');
    case 'installment':
      return t('account.pay.lines.installment', { n: line.installment ?? '' });
    case 'interest': {
      const rates = line.rates
        .map((r) =>
          t('account.pay.lines.rate', { rate: percent(r.basisPoints), year: r.year, months: r.months }),
        )
        .join('; ');
      return `${t('account.pay.lines.interest', { date: from })}${rates ? ` (${rates})` : ''}${rule}`;
    }
    case 'latePaymentPenalty':
      return `${t('account.pay.lines.latePaymentPenalty', { date: from })}${rule}`;
    case 'lateFilingPenalty':
      return `${t('account.pay.lines.lateFilingPenalty', { date: from })}${rule}`;
    default:
      return line.code;
  }
}

export function installmentStateText(state: InstallmentState): string {
  return t(`account.installments.states.${state}`);
}
