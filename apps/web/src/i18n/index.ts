import {
  addMessages,
  messagesLoaded,
  msg,
  parseMessage,
  renderFieldMessage,
  renderMessage,
} from '@efile/contracts/message-core';
import { en, type Catalogue } from './locales/en/shell';
import { loaderOf, NAMESPACES, type Namespace } from './features';
import { chosenLanguage, currentLanguage, startLanguage, type Language } from './language';
import { messageAt, translator } from './translate';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? `${P}${K}`
    : T[K] extends readonly unknown[]
      ? never
      : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** Every key that names a single message: `t('login.title')` fails the type check if it is missing. */
export type MessageKey = Leaves<Catalogue>;

/** The shell's texts now; each feature's catalogue is added when it loads (`loadTexts`). */
const catalogue = { ...en } as Catalogue;
const texts = catalogue as unknown as Record<string, unknown>;

const loading = new Map<Namespace, Promise<void>>();
const loadingSets = new Map<string, Promise<void>>();

/** Whether these feature catalogues are in (then `t` has their keys), with the contracts' words. */
export function textsLoaded(namespaces: readonly Namespace[] = NAMESPACES): boolean {
  return (
    namespaces.every((n) => texts[n] !== undefined) &&
    (namespaces.length === 0 || messagesLoaded(currentLanguage()))
  );
}

let contractWords: Promise<void> | undefined;

/**
 * The contracts' words in the page's language (their messages, the tax engine's worksheet lines
 * and notices), in their own chunk: loaded with any route that loads a feature catalogue (and by a
 * form's resolver before it writes its errors), so an English first visit of the landing page
 * carries only the form names (ADR 0056).
 */
export function loadContractWords(): Promise<void> {
  const language = currentLanguage();
  if (messagesLoaded(language)) return Promise.resolve();
  contractWords ??= (
    language === 'es'
      ? import('@efile/contracts/locales/es').then((m) => addMessages('es', m.es))
      : import('@efile/contracts/locales/en').then((m) => addMessages('en', m.en))
  ).catch((error: unknown) => {
    contractWords = undefined;
    throw error;
  });
  return contractWords;
}

/**
 * Loads feature catalogues (all by default): the same promise for the same set, so a component
 * can suspend on it with React's `use`.
 */
export function loadTexts(namespaces: readonly Namespace[] = NAMESPACES): Promise<void> {
  const key = [...namespaces].sort().join(',');
  let set = loadingSets.get(key);
  if (!set) {
    set = Promise.all([
      ...(namespaces.length > 0 ? [loadContractWords()] : []),
      ...namespaces.map((n) => {
        let one = loading.get(n);
        if (!one) {
          one = loaderOf(currentLanguage(), n)().then((value) => {
            texts[n] = value;
          });
          // A failed chunk (offline) is tried again on the next visit to the route.
          one.catch(() => loading.delete(n));
          loading.set(n, one);
        }
        return one;
      }),
    ]).then(() => undefined);
    set.catch(() => loadingSets.delete(key));
    loadingSets.set(key, set);
  }
  return set;
}

/**
 * Starts the taxpayer app in the chosen language (before its first render): a language other than
 * English brings its shell texts in their own chunk, so an English first visit never carries them.
 */
export function startTexts(language: Language = chosenLanguage()): Promise<void> {
  return startLanguage(language, async (chosen) => {
    if (chosen === 'es') {
      // Spanish brings the contracts' Spanish too: the landing page names the forms in it.
      const [shell] = await Promise.all([import('./locales/es/shell'), loadContractWords()]);
      Object.assign(catalogue, shell.es);
    }
  });
}

/** A message with `{name}` placeholders filled in. */
export const t: (key: MessageKey, params?: Record<string, string | number>) => string =
  translator<MessageKey>(() => catalogue);

/**
 * A contract's message (a code from `@efile/contracts`: a request schema's, a constant such as
 * `CHANGE_EMAIL_MESSAGES.mismatch`, the tax engine's worksheet labels, notes and notices) in the
 * reader's language; other words (the server's texts, zod's own) as they are.
 */
export const contractText = (message: string): string => renderMessage(message, currentLanguage());

/**
 * A message shown at the field named `label`. A contract's predicate (`is invalid`) goes after the
 * field's name ("Wages is invalid."), any other code as it renders. Words already rendered — the
 * server's field errors — keep the rule for its predicates: a lower-case message gets the name in
 * front ("Federal ID must be a nine-digit number with no hyphens.").
 */
export function fieldMessage(label: string, message: string): string {
  if (parseMessage(message)) return renderFieldMessage(label, message, currentLanguage());
  if (!/^[a-záéíóúñ]/.test(message)) return message;
  // The server's predicate ('is invalid', 'no es válido') after the field's name, in the language's pattern.
  return renderMessage(
    msg('messages.ofField', { field: label, predicate: message.replace(/[.!?]$/, '') }),
    currentLanguage(),
  );
}

/**
 * Structured words of a loaded catalogue (the FAQ's sections): read when drawn, in the chosen
 * language; a missing entry is an error, never an empty page.
 */
export function data<T>(key: string): T {
  const value = messageAt(catalogue, key);
  if (value === undefined) throw new Error(`Missing message: ${key}`);
  return value as T;
}

/** A list of messages (landing page lists, agreement terms). */
export function list(key: 'landing.paper' | 'landing.requirements' | 'agreement.terms'): readonly string[] {
  return messageAt(catalogue, key) as readonly string[];
}

export { catalogue, currentLanguage, NAMESPACES, type Namespace };
