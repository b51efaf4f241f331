import { MESSAGES } from './messages';

/** The hosted form's field names, in page order (the error summary lists errors in this order). */
export const FIELD_NAMES = [
  'method',
  'cardName',
  'cardNumber',
  'expiry',
  'cvv',
  'accountName',
  'routingNumber',
  'accountNumber',
  'checkType',
] as const;

export type FieldName = (typeof FIELD_NAMES)[number];
export type FormValues = Partial<Record<FieldName, string>>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export type CheckType = 'PersonalCheck' | 'BusinessCheck';

/** A payment that passed validation. The full numbers live only as long as the request handling it. */
export type ValidPayment =
  { kind: 'card'; cardDigits: string } | { kind: 'check'; paymentType: CheckType; accountDigits: string };

export type ValidationResult = { ok: true; payment: ValidPayment } | { ok: false; errors: FieldErrors };

const CHECK_TYPES: Record<string, CheckType> = { personal: 'PersonalCheck', business: 'BusinessCheck' };

export function readFormValues(form: URLSearchParams): FormValues {
  const values: FormValues = {};
  for (const name of FIELD_NAMES) {
    const value = form.get(name);
    if (value !== null) values[name] = value;
  }
  return values;
}

export function validatePayment(values: FormValues, now: Date): ValidationResult {
  if (values.method === 'card') return validateCard(values, now);
  if (values.method === 'check') return validateCheck(values);
  return { ok: false, errors: { method: MESSAGES.method } };
}

function validateCard(values: FormValues, now: Date): ValidationResult {
  const errors: FieldErrors = {};
  if (isBlank(values.cardName)) errors.cardName = MESSAGES.cardName;
  const cardDigits = cardNumberDigits(values.cardNumber ?? '');
  if (cardDigits === null) errors.cardNumber = MESSAGES.cardNumber;
  const expiry = expiryError(values.expiry ?? '', now);
  if (expiry !== undefined) errors.expiry = expiry;
  if (!/^\d{3,4}$/.test((values.cvv ?? '').trim())) errors.cvv = MESSAGES.cvv;
  if (cardDigits === null || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, payment: { kind: 'card', cardDigits } };
}

function validateCheck(values: FormValues): ValidationResult {
  const errors: FieldErrors = {};
  if (isBlank(values.accountName)) errors.accountName = MESSAGES.accountName;
  if (!isValidRoutingNumber((values.routingNumber ?? '').trim()))
    errors.routingNumber = MESSAGES.routingNumber;
  const accountDigits = (values.accountNumber ?? '').trim();
  if (!/^\d{4,17}$/.test(accountDigits)) errors.accountNumber = MESSAGES.accountNumber;
  const paymentType = CHECK_TYPES[values.checkType ?? ''];
  if (paymentType === undefined) errors.checkType = MESSAGES.checkType;
  if (paymentType === undefined || hasErrors(errors)) return { ok: false, errors };
  return { ok: true, payment: { kind: 'check', paymentType, accountDigits } };
}

/** The card number's digits (people type spaces or dashes between groups), or null when it cannot be a card. */
export function cardNumberDigits(input: string): string | null {
  if (!/^[\d -]+$/.test(input.trim())) return null;
  const digits = input.replace(/[ -]/g, '');
  return digits.length >= 13 && digits.length <= 19 && passesLuhn(digits) ? digits : null;
}

/** The mod-10 check digit every card number carries; catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    const weighted = i % 2 === 1 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  }
  return sum % 10 === 0;
}

/** ABA routing numbers: weights 3, 7, 1 repeated, and the weighted sum is a multiple of 10. */
export function isValidRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = weights.reduce((total, weight, i) => total + weight * Number(value[i]), 0);
  return sum % 10 === 0;
}

/** A card is good through the last day of its expiry month, so only earlier months have expired. */
export function expiryError(input: string, now: Date): string | undefined {
  const match = /^(0[1-9]|1[0-2])\s*\/\s*(\d{2})$/.exec(input.trim());
  if (match === null) return MESSAGES.expiryFormat;
  const expiryMonth = (2000 + Number(match[2])) * 12 + Number(match[1]) - 1;
  const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiryMonth < currentMonth ? MESSAGES.expired : undefined;
}

function isBlank(value: string | undefined): boolean {
  return (value ?? '').trim() === '';
}

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
