/**
 * A catalogue in another language (issue 26): the English file's shape, key for key, each text a
 * string in that language. A Spanish file is written
 *   import type { payments as english } from '../en/payments';
 *   export const payments = { … } as const satisfies Translation<typeof english>;
 * so a missing or extra key fails the type check; the parity test (`i18n/parity.test.ts`) also
 * holds the `{placeholders}` of each text to the English one's.
 */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer U)[]
    ? readonly Translation<U>[]
    : { readonly [K in keyof T]: Translation<T[K]> };
