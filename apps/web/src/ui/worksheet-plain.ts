import { t, type MessageKey } from '../i18n';

/**
 * Issue 14 item 5: the lines of the computed forms' worksheets in plain words, by the engine's
 * worksheet name and line id (a row's index written `N`: `city.N.taxDue`). A line not listed
 * keeps the engine's figures in view; the annual return explains its own (features/annual-return).
 * A form's worksheet in plain words: the worksheet's name and its lines' message keys.
 */
export interface PlainWords {
  worksheet: string;
  lines: Readonly<Record<string, MessageKey>>;
}

/** Each feature's `plain-words.ts` (a form folder says its own lines; nothing lists them here). */
const PLAIN: Readonly<Record<string, PlainWords['lines']>> = Object.fromEntries(
  Object.values(
    import.meta.glob<PlainWords>('../features/*/plain-words.ts', { eager: true, import: 'plainWords' }),
  ).map((words) => [words.worksheet, words.lines]),
);

/** A line of a computed form's worksheet in plain words, when there are some. */
export function plainLine(form: string, lineId: string): string | undefined {
  const key = PLAIN[form]?.[lineId.replace(/\.\d+\./g, '.N.')];
  return key && t(key);
}
