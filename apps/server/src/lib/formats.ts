/**
 * Values as a reader of a language writes them (issue 26): money, dates, periods and the forms'
 * names that the server puts into its e-mails, PDFs and messages. Each takes the language, the
 * work under way's (`currentLanguage`) unless given: an e-mail formats in its recipient's, a PDF
 * in its reader's. Numbers and dates use United States conventions (`es-US`, `en-US`), as the web's
 * `localeOf` does, and the agency's time zone.
 */
import { formName as registryName } from '@efile/contracts/forms';
import { AGENCY_TIME_ZONE, type IsoDate } from '@efile/tax';
import { currentLanguage, translate, type Language } from './i18n';

/** How numbers and dates are written in a language. */
export const localeOf = (lang: Language): string => (lang === 'es' ? 'es-US' : 'en-US');

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let found = cache.get(key) as F | undefined;
  if (!found) cache.set(key, (found = make()));
  return found;
}

/** Integer cents in dollars: "$1,250.00", "-$3.50". */
export function money(cents: number, lang: Language = currentLanguage()): string {
  const locale = localeOf(lang);
  const usd = formatter(
    `usd:${locale}`,
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }),
  );
  // Integer cents are exact in hundredths; 0 is never "-$0.00".
  return usd.format((cents || 0) / 100);
}

/** A whole number: "1,234". */
export function count(value: number, lang: Language = currentLanguage()): string {
  const locale = localeOf(lang);
  return formatter(`n:${locale}`, () => new Intl.NumberFormat(locale)).format(value);
}

/** A calendar day (YYYY-MM-DD): "March 2, 2026"; "2 de marzo de 2026". */
export function longDate(date: IsoDate, lang: Language = currentLanguage()): string {
  const locale = localeOf(lang);
  const [y, m, d] = date.split('-').map(Number);
  if (!y || !m || !d) return date;
  return formatter(
    `day:${locale}`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A moment as the agency's clock reads it: "March 2, 2026 at 10:00 AM EST";
 * "2 de marzo de 2026 a las 10:00 a.m. EST".
 */
export function agencyDateTime(when: Date | string, lang: Language = currentLanguage()): string {
  const at = typeof when === 'string' ? new Date(when) : when;
  const locale = localeOf(lang);
  const date = formatter(
    `date:${locale}`,
    () => new Intl.DateTimeFormat(locale, { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long' }),
  );
  const time = formatter(
    `time:${locale}`,
    () =>
      new Intl.DateTimeFormat(locale, {
        timeZone: AGENCY_TIME_ZONE,
        hour: 'numeric',
        minute: '2-digit',
        timeZoneName: 'short',
      }),
  );
  return translate(lang, 'values.dateTime', { date: date.format(at), time: time.format(at) });
}

/**
 * A return's period in words: '2026-Q1' → "the first quarter of 2026" ("primer trimestre de
 * 2026"); '2026-M05' → "May 2026" ("mayo de 2026"). Any other shape is given as it is.
 */
export function periodLabel(period: string, lang: Language = currentLanguage()): string {
  const [, year, unit, n] = /^(\d{4})-([QM])(\d{1,2})$/.exec(period) ?? [];
  if (!year || !n) return period;
  if (unit === 'Q') {
    const quarter = Number(n);
    if (quarter < 1 || quarter > 4) return period;
    const ordinal = translate(lang, `values.ordinal${quarter as 1 | 2 | 3 | 4}`);
    return translate(lang, 'values.quarter', { ordinal, year });
  }
  const locale = localeOf(lang);
  return formatter(
    `month:${locale}`,
    () => new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }),
  ).format(new Date(Date.UTC(Number(year), Number(n) - 1, 1)));
}

/** A form's name by its stored type, as a taxpayer reads it (the contracts' catalogues). */
export const formName = (formType: string, lang: Language = currentLanguage()): string =>
  registryName(formType, lang);

/** What a filed form is, for a person: "Individual Annual Return for 2025", "… for the first quarter of 2026". */
export interface FormRef {
  formType: string;
  taxYear: number;
  period: string | null;
}

/** "Individual Annual Return for 2025"; "Employer's Return … for the first quarter of 2026". */
export function formTitle(form: FormRef, lang: Language = currentLanguage()): string {
  const period = form.period && /-/.test(form.period) ? periodLabel(form.period, lang) : String(form.taxYear);
  return translate(lang, 'values.formFor', { form: formName(form.formType, lang), period });
}
