import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Short secrets kept in database fields — a refund's bank account number (issue 27) — sealed with
 * AES-256-GCM under the configured key (`config.fieldKey`: EFILE_FIELD_KEY, 32 bytes; a fixed
 * development key outside production, as for STAFF_TOTP_KEY). A sealed value is
 * `f1.<nonce>.<tag>.<ciphertext>`, each part base64url, with a fresh random 96-bit nonce each time
 * (so the same account sealed twice gives two different values).
 *
 * `context` is GCM's associated data: not stored, but needed to open — seal a claim's account with
 * `refund-claim:<id>` and a value copied onto another claim's row does not open there.
 *
 * Neither the key nor the plaintext is ever put in an error or a log line: an error says only that
 * the value cannot be opened.
 */

const VERSION = 'f1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

/** A sealed value that does not open: tampered with, another key, another context, or not sealed. */
export class SealedFieldError extends Error {
  constructor() {
    super('a sealed field cannot be opened (wrong key or context, or altered)');
    this.name = 'SealedFieldError';
  }
}

function checkKey(key: Buffer): void {
  if (key.length !== 32) throw new RangeError('a field key is 32 bytes');
}

/** Seals `plaintext` under `key`, bound to `context` (empty: none). */
export function seal(key: Buffer, plaintext: string, context = ''): string {
  checkKey(key);
  const nonce = randomBytes(NONCE_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [VERSION, ...[nonce, cipher.getAuthTag(), body].map((p) => p.toString('base64url'))].join('.');
}

/** The plaintext of a sealed value; a SealedFieldError when it does not open. */
export function open(key: Buffer, sealed: string, context = ''): string {
  checkKey(key);
  const [version, nonce, tag, body, ...rest] = sealed.split('.');
  if (version !== VERSION || nonce === undefined || tag === undefined || body === undefined || rest.length)
    throw new SealedFieldError();
  const nonceBytes = Buffer.from(nonce, 'base64url');
  const tagBytes = Buffer.from(tag, 'base64url');
  if (nonceBytes.length !== NONCE_BYTES || tagBytes.length !== TAG_BYTES) throw new SealedFieldError();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, nonceBytes, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(tagBytes);
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SealedFieldError();
  }
}

/**
 * An account number as screens, e-mails and the console show it: its last four characters, every
 * other one a dot — `maskAccount('123456789')` is `•••••6789`. Four characters or fewer are all
 * dots (showing them would show the whole number).
 */
export function maskAccount(value: string): string {
  const clean = value.trim();
  if (clean.length <= 4) return '•'.repeat(clean.length);
  return '•'.repeat(clean.length - 4) + clean.slice(-4);
}
