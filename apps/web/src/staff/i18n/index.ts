import { translator } from '../../i18n/translate';
import { staffEn, type StaffCatalogue } from './locales/en';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of one console message: `st('auth.signIn.title')` fails the type check if missing. */
export type StaffMessageKey = Leaves<StaffCatalogue>;

/** A console message with `{name}` placeholders filled in. */
export const st: (key: StaffMessageKey, params?: Record<string, string | number>) => string =
  translator<StaffMessageKey>(() => staffEn);
