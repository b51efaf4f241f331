import type { MessageKey, MessageParams } from '@efile/contracts/message-core';

/**
 * The engine's words are codes (issue 26): a worksheet line's label, an input's, a note, a notice,
 * a paper-return reason and a minimum-age reason are each a key of the contracts' catalogues with its values
 * (`worksheet.cityTaxAt?city=Cleveland&rate=2.50+%25`), the same code the contracts' `msg` makes, so
 * that the web and the PDFs render them in the reader's language (`renderMessage`). The English
 * and Spanish words are in `packages/contracts/src/locales/engine-*.ts`; a key or a value missing
 * here fails the type check. A value may itself be a code (an item's label inside a line's).
 */
export type EngineKey = Extract<
  MessageKey,
  | `worksheet.${string}`
  | `worksheetNotes.${string}`
  | `notices.${string}`
  | `paperReasons.${string}`
  | `ageReasons.${string}`
>;

type Args<K extends EngineKey> = keyof MessageParams<K> extends never ? [] : [MessageParams<K>];

/** The code of an engine text: its key, and its values as a query string. */
export function words<K extends EngineKey>(key: K, ...params: Args<K>): string {
  const values = params[0] as Record<string, string | number> | undefined;
  if (!values) return key;
  return `${key}?${new URLSearchParams(Object.entries(values).map(([k, v]): [string, string] => [k, String(v)]))}`;
}
