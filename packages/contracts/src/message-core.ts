/**
 * The contracts' messages are codes with parameters (issue 25 item 4, ADR 0054). A schema's issue
 * carries `msg('messages.tooLong', { field: field('firstName'), max: 40 })`, a string that survives
 * zod's error flow as it is (`messages.tooLong?field=fields.firstName&max=40`); whoever shows it
 * renders it in the reader's language with `renderMessage` — the server into its problem
 * responses, the web into its forms. The words are in `locales/<lang>.ts`, English the reference.
 *
 * A parameter's value that is itself a code (a field's name, `fields.firstName`) is rendered first;
 * any other value is put in as it is (a number, or a name the web's form gives in words). A string
 * that is no code (zod's own message, a server's text) renders as itself.
 *
 * The catalogues are registered (`addMessages`), not imported here, so that a bundle carries only
 * the words it loads (ADR 0056): `./messages.ts` registers every language at once (the server);
 * the web loads a language's words when a route needs them, and an English first visit carries
 * only the names it shows (`names-en.ts`: the forms and the Contact Us types).
 */
import type { en } from './locales/en';
import { namesEn } from './locales/names-en';

export const MESSAGE_LANGUAGES = ['en', 'es'] as const;
export type MessageLanguage = (typeof MESSAGE_LANGUAGES)[number];

type English = typeof en;
type Namespace = keyof English;

/** A language's catalogue: English's namespaces and keys, each text in that language's words. */
export type MessageCatalogue = { readonly [N in Namespace]: { readonly [K in keyof English[N]]: string } };

const catalogues: Partial<Record<MessageLanguage, MessageCatalogue>> = {};

/** Registers a language's words: every message of it renders from then on. */
export function addMessages(lang: MessageLanguage, words: MessageCatalogue): void {
  catalogues[lang] = words;
}

/** Whether a language's words are registered. */
export const messagesLoaded = (lang: MessageLanguage): boolean => catalogues[lang] !== undefined;

type Names = Pick<MessageCatalogue, keyof typeof namesEn>;

/** The names of a language (forms, Contact Us types): English's until that language is registered. */
export const namesIn = (lang: MessageLanguage): Names => catalogues[lang] ?? catalogues.en ?? namesEn;

/** Every message's key, `namespace.key`. */
export type MessageKey = { [N in Namespace]: `${N}.${keyof English[N] & string}` }[Namespace];
/** A field's name as a message parameter: `fields.<name>`. */
export type FieldName = `fields.${keyof English['fields'] & string}`;

type TextOf<K extends MessageKey> = K extends `${infer N extends Namespace}.${infer R}`
  ? R extends keyof English[N]
    ? English[N][R]
    : never
  : never;
type Placeholders<S> = S extends `${string}{${infer P}}${infer R}` ? P | Placeholders<R> : never;
export type MessageParams<K extends MessageKey> = Record<Placeholders<TextOf<K>>, string | number>;
type ParamsArg<K extends MessageKey> = [Placeholders<TextOf<K>>] extends [never] ? [] : [MessageParams<K>];

/** The code of a message: its key, and its parameters as a query string. */
export function msg<K extends MessageKey>(key: K, ...params: ParamsArg<K>): string {
  const values = params[0] as Record<string, string | number> | undefined;
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]))}`;
}

/** A field's name, for a message's `{field}`. */
export const field = (name: keyof English['fields']): FieldName => `fields.${name}`;

/** The messages said of most fields, by the field's name. */
export const required = (name: FieldName | string): string => msg('messages.required', { field: name });
export const invalid = (name: FieldName | string): string => msg('messages.invalid', { field: name });
export const tooLong = (name: FieldName | string, max: number): string =>
  msg('messages.tooLong', { field: name, max });

function template(lang: MessageLanguage, key: string): string | undefined {
  const dot = key.indexOf('.');
  const words = catalogues[lang] ?? (lang === 'en' ? namesEn : undefined);
  const space = (words as Record<string, Record<string, string> | undefined> | undefined)?.[
    key.slice(0, dot)
  ];
  return dot > 0 && space && Object.hasOwn(space, key.slice(dot + 1)) ? space[key.slice(dot + 1)] : undefined;
}

/** Whether a key is a message's, by the words registered (any language has English's keys). */
const isKey = (key: string): boolean => MESSAGE_LANGUAGES.some((lang) => template(lang, key) !== undefined);

/** A code's key and parameters; undefined for a string that is no code of the catalogue. */
export function parseMessage(
  message: string,
): { key: MessageKey; params: Record<string, string> } | undefined {
  const query = message.indexOf('?');
  const key = query < 0 ? message : message.slice(0, query);
  if (!isKey(key)) return undefined;
  const params = query < 0 ? {} : Object.fromEntries(new URLSearchParams(message.slice(query + 1)));
  return { key: key as MessageKey, params };
}

/** A message in `lang`: a code rendered (its placeholders filled), any other string as it is. */
export function renderMessage(message: string, lang: MessageLanguage = 'en'): string {
  const code = parseMessage(message);
  if (!code) return message;
  const text = template(lang, code.key) ?? template('en', code.key) ?? message;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = code.params[name];
    return value === undefined ? whole : renderMessage(value, lang);
  });
}

/** Whether a message is a predicate (`is invalid`): said of a field, shown after its name. */
export const isPredicate = (message: string): boolean =>
  parseMessage(message)?.key.startsWith('predicates.') ?? false;

/**
 * A message as a form shows it next to the field `name` (in words): a predicate after the name
 * ("Email is invalid."), any other message as it renders.
 */
export function renderFieldMessage(name: string, message: string, lang: MessageLanguage = 'en'): string {
  if (!isPredicate(message)) return renderMessage(message, lang);
  return renderMessage(msg('messages.ofField', { field: name, predicate: message }), lang);
}

/** A text's placeholders by name, sorted (the tests keep codes and catalogues in step with it). */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string).sort();
