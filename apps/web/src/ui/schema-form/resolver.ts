import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { contractText, fieldMessage, loadContractWords, t } from '../../i18n';
import { parseDollars } from '../../lib/money';
import type { StepError } from '../form-steps/error-summary';

export { fieldMessage };

/**
 * The money fields of a form, by request path with `*` for a row's index (`cities.*.wages`), and
 * the name the contract's messages use for each ("Wages is required.").
 */
export type MoneyFields = Readonly<Record<string, string>>;

const pattern = (path: string) => path.replace(/\.\d+(?=\.|$)/g, '.*');

/**
 * The one place dollars become cents (issue 13): the form holds what was typed, the request the
 * server validates holds integer cents. A blank amount is left out (the schema says it is
 * required); text that is no amount is reported at its path with what to type instead.
 */
export function toCents(
  values: unknown,
  money: MoneyFields,
  invalid: [path: string, message: string][] = [],
  path = '',
  amountMessage: (field: string) => string = (field) => t('computedForm.amountInvalid', { field }),
): unknown {
  if (Array.isArray(values))
    return values.map((v, i) => toCents(v, money, invalid, `${path}${i}.`, amountMessage));
  if (values === null || typeof values !== 'object') return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => {
      const at = `${path}${key}`;
      const field = money[pattern(at)];
      if (field === undefined || typeof value !== 'string') {
        return [key, toCents(value, money, invalid, `${at}.`, amountMessage)];
      }
      if (!value.trim()) return [key, undefined];
      const cents = parseDollars(value);
      if (cents === null) invalid.push([at, amountMessage(field)]);
      return [key, cents ?? undefined];
    }),
  );
}

/**
 * The contract's message codes in a form's errors rendered in the reader's language: at a field with
 * a name (`labels`), a predicate goes after it ("Wages is invalid.", spec §5); elsewhere as it is.
 */
function renderErrors(errors: FieldErrors, labels: Readonly<Record<string, string>>): void {
  for (const [at, label] of Object.entries(labels)) {
    const error = errors[at] as { message?: string } | undefined;
    if (error?.message) error.message = fieldMessage(label, error.message);
  }
  const walk = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const error = node as { message?: unknown; ref?: unknown };
    if (typeof error.message === 'string') error.message = contractText(error.message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') walk(value);
  };
  walk(errors);
}

/** How a form's values become the request its schema checks. */
export interface RequestOptions<V> {
  /** Dollar fields (typed text) the request holds as cents. */
  money?: MoneyFields;
  /** The request from what the form holds (default: the values as they are); keep the paths. */
  request?: (values: V) => unknown;
  /** Checks outside the request (an agreement box, a repeated e-mail): a message by field path. */
  checks?: (values: V) => Readonly<Record<string, string | undefined>>;
  /** A field's name by path, put in front of the schema's lower-case messages. */
  labels?: Readonly<Record<string, string>>;
  /** The message for text that is no amount (default: the taxpayer catalogue's), by field name. */
  amountMessage?: (field: string) => string;
}

/**
 * A react-hook-form resolver checking the form with the *server's* request schema (issue 25 item
 * 2): the values made into the request (dollars into cents), checked by the contract's zod
 * schema, plus the form's own checks; every message on its request path. On success the values
 * handed on are the request as it is sent.
 */
export function schemaResolver<V extends FieldValues>(
  schema: z.ZodType | ((values: V) => z.ZodType),
  { money = {}, request, checks, labels = {}, amountMessage }: RequestOptions<V> = {},
): Resolver<V> {
  const fixed = typeof schema === 'function' ? null : resolverOf(schema);
  return async (values, context, options) => {
    const invalid: [string, string][] = [];
    const body = toCents(
      request ? request(values) : values,
      money,
      invalid,
      '',
      amountMessage,
    ) as FieldValues;
    // A form whose request depends on what was chosen (approve or refuse) checks with that schema.
    const check = fixed ?? resolverOf((schema as (values: V) => z.ZodType)(values));
    const result = await check(body, context, options as never);
    const errors = { ...result.errors } as FieldErrors;
    for (const [at, message] of invalid) set(errors, at, { type: 'amount', message });
    for (const [at, message] of Object.entries(checks?.(values) ?? {}))
      if (message) set(errors, at, { type: 'check', message });
    if (Object.keys(errors).length === 0) return result as never;
    // The contracts' words come with the taxpayer's routes; the console's forms bring them here.
    await loadContractWords();
    renderErrors(errors, labels);
    return { values: {}, errors } as never;
  };
}

const resolverOf = (schema: z.ZodType) => zodResolver(schema as never) as unknown as Resolver<FieldValues>;

/** The server's request schema on a form whose only conversion is dollars into cents. */
export const requestResolver = <V extends FieldValues>(schema: z.ZodType, money: MoneyFields): Resolver<V> =>
  schemaResolver<V>(schema, { money });

/**
 * A form's errors as the summary lists them: one per field (its id is the path, or what `idOf`
 * makes of it when one page holds several forms), in page order.
 */
export function summaryOf(
  errors: FieldErrors | Record<string, string>,
  prefix = '',
  idOf: (path: string) => string = (path) => path,
): StepError[] {
  const found: StepError[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (value === undefined || value === null || key === 'ref' || key === 'types') continue;
    const path = key === 'root' ? prefix.replace(/\.$/, '') : `${prefix}${key}`;
    if (typeof value === 'string') found.push({ fieldId: idOf(path), message: value });
    else if (typeof value === 'object' && typeof (value as { message?: unknown }).message === 'string')
      found.push({ fieldId: idOf(path), message: (value as { message: string }).message });
    else if (typeof value === 'object') found.push(...summaryOf(value as FieldErrors, `${path}.`, idOf));
  }
  const place = (e: StepError) => document.getElementById(e.fieldId);
  return found.sort((a, b) => {
    const [x, y] = [place(a), place(b)];
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
  });
}
