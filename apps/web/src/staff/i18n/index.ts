import { staffEn, type StaffCatalogue } from './en';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key of one console message: `st('auth.signIn.title')` fails the type check if missing. */
export type StaffMessageKey = Leaves<StaffCatalogue>;

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], staffEn);
}

/** A console message with `{name}` placeholders filled in. */
export function st(key: StaffMessageKey, params: Record<string, string | number> = {}): string {
  const message = lookup(key);
  if (typeof message !== 'string') throw new Error(`Missing message: ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}
