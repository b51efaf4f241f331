import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/**
 * Staff second factor (issue 16, ADR 0034): TOTP per RFC 6238 (SHA-1, 6 digits, 30-second steps,
 * the authenticator apps' defaults) by the `otpauth` library, a window of one step either side.
 */
const ISSUER = 'CCA eFile staff';
const WINDOW = 1;

const totpOf = (secretBase32: string, label = 'staff') =>
  new TOTP({ issuer: ISSUER, label, secret: Secret.fromBase32(secretBase32), digits: 6, period: 30 });

/** A new 160-bit secret, base32 (RFC 4226's recommended length). */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads (as a QR code or pasted). */
export function otpauthUri(secretBase32: string, username: string): string {
  return totpOf(secretBase32, username).toString();
}

/** The 30-second step a time falls in. */
export const stepAt = (at: Date) => Math.floor(at.getTime() / 30_000);

/**
 * The step a code is valid for at `at` (±1 step), or null. The caller refuses a step at or
 * before the last one used, so each code works once.
 */
export function totpStep(secretBase32: string, code: string, at: Date): number | null {
  const delta = totpOf(secretBase32).validate({ token: code, timestamp: at.getTime(), window: WINDOW });
  return delta === null ? null : stepAt(at) + delta;
}

/** The code of a secret at a time (tests and the demo's documentation). */
export function totpCode(secretBase32: string, at: Date): string {
  return totpOf(secretBase32).generate({ timestamp: at.getTime() });
}

/** AES-256-GCM with a random 96-bit nonce: `v1.<nonce>.<tag>.<ciphertext>`, base64url. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const nonce = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, nonce);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', nonce, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, nonce, tag, body] = sealed.split('.');
  if (version !== 'v1' || !nonce || !tag || body === undefined) throw new Error('unreadable TOTP secret');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** 32 characters, so a byte modulo its length is unbiased. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789';

/** Ten recovery codes `xxxxx-xxxxx` (50 bits each), shown once at enrolment. */
export function newRecoveryCodes(count = 10): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** Recovery codes are stored as SHA-256 of their normalised form (random, so no slow hash needed). */
export function hashRecoveryCode(code: string): string {
  const normal = code.trim().toLowerCase().replace(/-/g, '');
  return createHash('sha256').update(`staff-recovery:${normal}`).digest('base64url');
}
