import { useQuery } from '@tanstack/react-query';
import {
  accountLedger,
  accountUpcoming,
  api,
  declarationOf,
  parseFormPeriod,
  type FormPeriod,
  type UpcomingItem,
} from '@efile/contracts';
import { t, type MessageKey } from '../i18n';
import { longDate } from './dates';
import { apiFetch } from './http';
import { formatCents } from './money';
import { useUser } from './session';
import { localeOf } from '../i18n/language';

/**
 * The filed-as taxpayer's account (GET /api/account) and what is due next
 * (GET /api/account/upcoming), shared by My Account and the dashboard's summary (issue 15). Always
 * fetched again when a page opens: a payment made a moment ago shows at once.
 */
export function useAccount() {
  const user = useUser();
  return useQuery({
    queryKey: ['account', user?.taxpayerId],
    queryFn: () => apiFetch(api.accountLedger, { schema: accountLedger }),
    enabled: !!user?.taxpayerId,
    refetchOnMount: 'always',
  });
}

export function useUpcoming() {
  const user = useUser();
  return useQuery({
    queryKey: ['account-upcoming', user?.taxpayerId],
    queryFn: () => apiFetch(api.accountUpcoming, { schema: accountUpcoming }),
    enabled: !!user?.taxpayerId,
    refetchOnMount: 'always',
  });
}

/** A form's name as the dashboard tile names it (the form registry's key), or the stored type. */
export function formName(formType: string): string {
  const key = declarationOf(formType)?.key;
  return key ? t(`tiles.${key}.title` as MessageKey) : formType;
}

/**
 * '2026-Q1' → "Quarter 1, 2026"; '2026-M05' → "May 2026"; '2026' → "2026". A key of another
 * shape is shown as it is: a screen never breaks on a period it does not know.
 */
export function periodName(key: string): string {
  const period = parseFormPeriod(key);
  return period ? typedPeriodName(period) : key;
}

/** A typed period (the account model's `periodOf`) in words. */
export function typedPeriodName(period: FormPeriod): string {
  const { year } = period;
  if (period.kind === 'year') return String(year);
  if (period.kind === 'quarter') return t('account.employer.quarter', { n: period.quarter, year });
  const month = new Intl.DateTimeFormat(localeOf(), { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, period.month - 1, 1)),
  );
  return t('account.employer.month', { month, year });
}

/** A filed form's name with its period, when the period says more than the tax year does. */
export function formLabel(form: { formType: string; periodOf: FormPeriod | null }): string {
  const period = form.periodOf;
  if (!period || period.kind === 'year') return formName(form.formType);
  return t('account.forms.period', { form: formName(form.formType), period: typedPeriodName(period) });
}

/** One sentence of "what is due next": every word from the catalogue, the dates from the server. */
export function upcomingText(item: UpcomingItem): string {
  const date = longDate(item.dueDate);
  if (item.kind === 'estimate-installment') {
    return item.filed && item.amount !== null
      ? t('account.dueNext.estimateFiled', {
          n: item.period ?? '',
          year: item.taxYear,
          amount: formatCents(item.amount),
          date,
        })
      : t('account.dueNext.estimateToFile', { n: item.period ?? '', year: item.taxYear, date });
  }
  // A return: the form's own name (the registry's), for its year or its period.
  const form = formName(item.formType);
  return item.period
    ? t('account.dueNext.periodic', { form, period: periodName(item.period), date })
    : t('account.dueNext.yearly', { form, year: item.taxYear, date });
}
