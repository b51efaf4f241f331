import { en, type Catalogue } from './en';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly string[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key that names a single message: `t('login.title')` fails the type check if it is missing. */
export type MessageKey = Leaves<Catalogue>;

const catalogue: Catalogue = en;

function lookup(key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);
}

/** A message with `{name}` placeholders filled in. */
export function t(key: MessageKey, params: Record<string, string | number> = {}): string {
  const message = lookup(key);
  if (typeof message !== 'string') throw new Error(`Missing message: ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? `{${name}}`));
}

/** A list of messages (landing page lists, agreement terms). */
export function list(key: 'landing.paper' | 'landing.requirements' | 'agreement.terms'): readonly string[] {
  return lookup(key) as readonly string[];
}

export { catalogue };
