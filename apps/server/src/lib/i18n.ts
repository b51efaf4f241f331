/**
 * The server's words have a language (issue 25 item 4, ADR 0054). Every text a person reads — a
 * problem's detail, an e-mail, a PDF label — lives in `locales/<lang>/<namespace>.ts`; code names it
 * by key (`problems.unsubscribeLinkInvalid`) with its parameters, and this one translator renders it.
 *
 * English is the reference catalogue: its keys and `{placeholders}` are the types, so a key that
 * does not exist, or a missing parameter, fails the type check; at run time a missing text throws.
 * Spanish (issue 26) is the folder `locales/es/`, held to `Catalogue` in `catalogues` below.
 *
 * Whose language: the work under way carries it (`withLanguage`, an AsyncLocalStorage). A request
 * runs in its reader's (`Accept-Language`, which the taxpayer app sets to the language chosen on
 * screen), so its problems and the PDFs it writes are in it; an e-mail is written in its
 * recipient's (the account's language, or the language of the request that asked for it).
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderMessage } from '@efile/contracts/messages';
import { LANGUAGES, type Language } from '@efile/contracts/shell';
import { en } from '../locales/en';
import { es } from '../locales/es';

export { LANGUAGES, type Language };
export const DEFAULT_LANGUAGE: Language = 'en';

type English = typeof en;
type Namespace = keyof English;

/** A language's catalogue: English's namespaces and keys, each text in that language's words. */
export type Catalogue = {
  readonly [N in Namespace]: {
    readonly [K in keyof English[N]]: English[N][K] extends string ? string : English[N][K];
  };
};

const catalogues: Record<Language, Catalogue> = { en, es };

const scope = new AsyncLocalStorage<Language>();

/** The language of the work under way (a request's reader's, a job's recipient's); English outside any. */
export const currentLanguage = (): Language => scope.getStore() ?? DEFAULT_LANGUAGE;

/** Runs `work` (and everything it awaits) in `language`. */
export const withLanguage = <T>(language: Language, work: () => T): T => scope.run(language, work);

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * The language an `Accept-Language` header asks for (RFC 9110 §12.5.4): the most preferred of
 * ours by weight, English when it names none of them.
 */
export function languageOf(header: string | undefined): Language {
  const asked = (header ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...options] = part.trim().toLowerCase().split(';');
      const q = Number(
        options
          .find((o) => o.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { base: range.split('-')[0]!, q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((r) => r.q > 0 && isLanguage(r.base))
    .sort((a, b) => b.q - a.q || a.order - b.order);
  return (asked[0]?.base as Language | undefined) ?? DEFAULT_LANGUAGE;
}

/** Every text's key, `namespace.key` (function entries — e-mails — are reached with `wordsOf`). */
export type TextKey = {
  [N in Namespace]: {
    [K in keyof English[N] & string]: English[N][K] extends string ? `${N}.${K}` : never;
  }[keyof English[N] & string];
}[Namespace];

type TextOf<K extends string> = K extends `${infer N}.${infer R}`
  ? N extends Namespace
    ? R extends keyof English[N]
      ? English[N][R]
      : never
    : never
  : never;

type Placeholders<S> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
export type Value = string | number;
export type ParamsOf<K extends TextKey> = Record<Placeholders<TextOf<K>>, Value>;
/** No second argument for a text without placeholders; the exact parameters otherwise. */
export type ParamsArg<K extends TextKey> = [Placeholders<TextOf<K>>] extends [never] ? [] : [ParamsOf<K>];

/** A text named by key with its parameters, rendered in the reader's language when it is sent. */
export interface Text {
  readonly key: TextKey;
  readonly params?: Readonly<Record<string, Value>>;
}

export function text<K extends TextKey>(key: K, ...params: ParamsArg<K>): Text {
  return params[0] ? { key, params: params[0] } : { key };
}

export const isText = (value: unknown): value is Text =>
  typeof value === 'object' && value !== null && typeof (value as Text).key === 'string';

/** A language's whole catalogue, for namespaces whose entries are functions (the e-mails). */
export const wordsOf = (lang: Language): Catalogue => catalogues[lang];

function lookup(lang: Language, key: string, params: Readonly<Record<string, Value>> = {}): string {
  const dot = key.indexOf('.');
  const space = (catalogues[lang] as Record<string, Record<string, unknown>>)[key.slice(0, dot)];
  const template = space?.[key.slice(dot + 1)];
  if (typeof template !== 'string') throw new Error(`No text "${key}" in the ${lang} catalogue`);
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Text "${key}" needs the parameter "${name}"`);
    return String(value);
  });
}

/** The text of `key` in `lang`, its `{name}` placeholders filled from `params`. */
export function translate<K extends TextKey>(lang: Language, key: K, ...params: ParamsArg<K>): string {
  return lookup(lang, key, params[0] as Record<string, Value> | undefined);
}

/**
 * A text in `lang`; a string is a contract's message code (`packages/contracts` renders it from
 * its own catalogue) or words already (zod's own messages, a request's unreadable body).
 */
export const render = (lang: Language, value: string | Text): string =>
  typeof value === 'string' ? renderMessage(value, lang) : lookup(lang, value.key, value.params);

/** `translate` in the language of the work under way (`currentLanguage`): PDFs, notices, e-mails. */
export const say = <K extends TextKey>(key: K, ...params: ParamsArg<K>): string =>
  translate(currentLanguage(), key, ...params);

/**
 * A code of the contracts' catalogues (the tax engine's worksheet labels, notes and notices, a
 * paper-return reason) in the language of the work under way; words already written (an older
 * filing's English labels, a server text) as they are.
 */
export const sayMessage = (message: string): string => renderMessage(message, currentLanguage());

/** Whether `key` names a text of the catalogue (for keys built from data, e.g. a ledger entry's kind). */
export const isTextKey = (key: string): key is TextKey => {
  const dot = key.indexOf('.');
  const space = (catalogues[DEFAULT_LANGUAGE] as Record<string, Record<string, unknown>>)[key.slice(0, dot)];
  return typeof space?.[key.slice(dot + 1)] === 'string';
};
