import { useFormContext } from 'react-hook-form';
import { t } from '../i18n';
import { formatCents, parseDollars } from '../lib/money';
import { MoneyInput, RadioInput, TextInput } from './schema-form';

/**
 * What to do with an overpayment (issue 27, ADR 0058), one set of fields for the annual return's
 * File step and My Account's claim of a credit: a refund, a credit to next year, both (split), or
 * — on the return only — giving it up; a refund's method, a direct deposit's bank account. The
 * fields' names are the request's paths under `prefix` (`claim.` on the return), so the contract's
 * messages and the server's land on them.
 */
export type ClaimChoice = '' | 'refund' | 'credit' | 'split' | 'waive';

export interface ClaimPart {
  refundCents: string;
  method: '' | 'direct-deposit' | 'check';
  bank: { routingNumber: string; accountNumber: string; accountType: 'checking' | 'savings' };
}

export const emptyClaim = (): ClaimPart => ({
  refundCents: '',
  method: '',
  bank: { routingNumber: '', accountNumber: '', accountType: 'checking' },
});

/** The amount refunded by a choice (cents; null when the typed split is not an amount). */
export function refundOf(choice: ClaimChoice, part: ClaimPart, overpayment: number): number | null {
  if (choice === 'refund') return overpayment;
  if (choice === 'split') return parseDollars(part.refundCents);
  return 0;
}

/**
 * The claim as the contract takes it: `refundCents` left as typed for a split (the form's money
 * conversion turns it into cents and reports text that is no amount), the credit the rest.
 */
export function claimRequest(choice: ClaimChoice, part: ClaimPart, overpayment: number) {
  const refund = refundOf(choice, part, overpayment);
  const refunds = (refund ?? 0) > 0 || choice === 'refund' || choice === 'split';
  return {
    refundCents: choice === 'split' ? part.refundCents : (refund ?? 0),
    creditCents: Math.max(0, overpayment - (refund ?? 0)),
    ...(refunds && part.method ? { method: part.method } : {}),
    ...(refunds && part.method === 'direct-deposit' ? { bank: part.bank } : {}),
  };
}

/** The checks the contract cannot make: a choice, a method, a refund within the overpayment and above the minimum. */
export function claimChecks(
  choice: ClaimChoice,
  part: ClaimPart,
  overpayment: number,
  minimum: number,
  prefix: string,
): Record<string, string | undefined> {
  if (!choice) return { choice: t('refunds.errors.choose') };
  if (choice === 'waive' || choice === 'credit') return {};
  const refund = refundOf(choice, part, overpayment);
  const amount =
    refund === null
      ? undefined
      : refund > overpayment
        ? t('refunds.errors.refundTooMuch', { amount: formatCents(overpayment) })
        : refund > 0 && refund < minimum
          ? t('refunds.errors.refundMinimum', { amount: formatCents(minimum) })
          : undefined;
  return {
    [`${prefix}refundCents`]: amount,
    [`${prefix}method`]: part.method ? undefined : t('refunds.errors.chooseMethod'),
  };
}

export function ClaimFields({
  overpayment,
  year,
  prefix,
  waive = false,
}: {
  overpayment: number;
  /** The year a credit goes to. */
  year: number;
  prefix: string;
  /** Offer giving it up (the annual return). */
  waive?: boolean;
}) {
  const { watch } = useFormContext();
  const choice = watch('choice') as ClaimChoice;
  const method = watch(`${prefix}method`) as ClaimPart['method'];
  const amount = formatCents(overpayment);
  const refunds = choice === 'refund' || choice === 'split';
  return (
    <>
      <RadioInput
        name="choice"
        legend={t('refunds.choice.legend', { amount })}
        hint={t('refunds.choice.hint')}
        options={[
          { value: 'refund', label: t('refunds.choice.refund') },
          { value: 'credit', label: t('refunds.choice.credit', { year }) },
          { value: 'split', label: t('refunds.choice.split', { year }) },
          ...(waive ? [{ value: 'waive', label: t('refunds.choice.waive') }] : []),
        ]}
      />
      {choice === 'split' && (
        <MoneyInput
          name={`${prefix}refundCents`}
          label={t('refunds.splitRefund')}
          hint={t('refunds.splitHint', { amount, year })}
        />
      )}
      {refunds && (
        <RadioInput
          name={`${prefix}method`}
          legend={t('refunds.method.legend')}
          options={[
            { value: 'direct-deposit', label: t('refunds.method.directDeposit') },
            { value: 'check', label: t('refunds.method.check') },
          ]}
        />
      )}
      {refunds && method === 'direct-deposit' && (
        <>
          <TextInput
            name={`${prefix}bank.routingNumber`}
            label={t('refunds.bank.routingNumber')}
            hint={t('refunds.bank.routingHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
          />
          <TextInput
            name={`${prefix}bank.accountNumber`}
            label={t('refunds.bank.accountNumber')}
            hint={t('refunds.bank.accountHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={17}
          />
          <RadioInput
            name={`${prefix}bank.accountType`}
            legend={t('refunds.bank.accountType')}
            options={[
              { value: 'checking', label: t('refunds.bank.checking') },
              { value: 'savings', label: t('refunds.bank.savings') },
            ]}
          />
        </>
      )}
    </>
  );
}
