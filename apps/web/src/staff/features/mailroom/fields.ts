import { st } from '../../i18n';

/** The previous calendar year: what most mail in the filing season pays. */
export const lastYear = () => new Date().getFullYear() - 1;

/** Today as YYYY-MM-DD in the browser's zone (the agency's, at the agency). */
export function todayIso(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** "Enter the check number." from a field's label. */
export const required = (label: string) => st('mailroom.required', { field: label.toLowerCase() });
