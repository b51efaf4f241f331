import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { SealedFieldError, maskAccount, open, seal } from '../src/lib/sealed';

const key = randomBytes(32);

describe('sealed fields (AES-256-GCM, issue 27)', () => {
  it('round trip: what is sealed opens to the same text, and the sealed value does not show it', () => {
    const sealed = seal(key, '123456789', 'refund-claim:42');
    expect(sealed).toMatch(/^f1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('123456789');
    expect(open(key, sealed, 'refund-claim:42')).toBe('123456789');
    // a fresh nonce each time: the same account sealed twice is two different values
    expect(seal(key, '123456789', 'refund-claim:42')).not.toBe(sealed);
    expect(open(key, seal(key, ''))).toBe('');
  });

  it('tampering is detected: a changed ciphertext, tag or nonce does not open', () => {
    const sealed = seal(key, '12345678901234567');
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] as string, 'base64url');
      bytes[0] = (bytes[0] as number) ^ 1;
      const altered = parts.map((p, i) => (i === index ? bytes.toString('base64url') : p)).join('.');
      expect(() => open(key, altered)).toThrow(SealedFieldError);
    }
    expect(() => open(key, `f2.${parts.slice(1).join('.')}`)).toThrow(SealedFieldError);
    expect(() => open(key, 'not sealed')).toThrow(SealedFieldError);
    expect(() => open(key, `${sealed}.extra`)).toThrow(SealedFieldError);
  });

  it('the wrong key or the wrong context does not open, and the error shows neither secret nor key', () => {
    const sealed = seal(key, '987654321', 'refund-claim:1');
    const error = (() => {
      try {
        open(randomBytes(32), sealed, 'refund-claim:1');
      } catch (e) {
        return e as Error;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(SealedFieldError);
    expect(error?.message).not.toContain('987654321');
    expect(error?.message).not.toContain(key.toString('base64'));
    // copied onto another claim's row, it does not open there
    expect(() => open(key, sealed, 'refund-claim:2')).toThrow(SealedFieldError);
    expect(() => seal(Buffer.alloc(16), 'x')).toThrow(/32 bytes/);
  });

  it('the configured key seals and opens (development key when EFILE_FIELD_KEY is unset)', () => {
    const { fieldKey } = loadConfig({});
    expect(open(fieldKey, seal(fieldKey, '000123456789'))).toBe('000123456789');
  });

  it('masks an account to its last four digits', () => {
    expect(maskAccount('123456789')).toBe('•••••6789');
    expect(maskAccount('12345678901234567')).toBe('•••••••••••••4567');
    expect(maskAccount('12345')).toBe('•2345');
    // four digits or fewer: all dots, or the mask would be the number
    expect(maskAccount('1234')).toBe('••••');
  });
});
