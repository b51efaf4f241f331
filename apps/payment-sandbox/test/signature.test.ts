import { describe, expect, it } from 'vitest';
import { signNotification, verifyNotification } from '../src/index';

const SECRET = 'portal-and-sandbox-share-this';
const BODY = JSON.stringify({ remittanceId: 'R-1', status: 'Completed', amountCents: 1000 });
const NOW = 1_772_366_400;

describe('notification signatures', () => {
  it('signs as v1= and 64 hex digits, and the same inputs verify', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(signature).toMatch(/^v1=[0-9a-f]{64}$/);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW)).toBe(true);
  });

  it('rejects a tampered body', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    const tampered = BODY.replace('1000', '1');
    expect(verifyNotification(SECRET, String(NOW), tampered, signature, NOW)).toBe(false);
  });

  it('rejects a signature made with another secret', () => {
    const signature = signNotification('not-the-secret', NOW, BODY);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW)).toBe(false);
  });

  it('rejects a timestamp other than the signed one', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(verifyNotification(SECRET, String(NOW + 1), BODY, signature, NOW)).toBe(false);
  });

  it('accepts up to the tolerance either way and rejects a stale or future timestamp', () => {
    const signature = signNotification(SECRET, NOW, BODY);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW + 300)).toBe(true);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW - 300)).toBe(true);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW + 301)).toBe(false);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW - 301)).toBe(false);
    expect(verifyNotification(SECRET, String(NOW), BODY, signature, NOW + 60, 30)).toBe(false);
  });

  it.each([
    ['no timestamp', undefined, signNotification(SECRET, NOW, BODY)],
    ['a timestamp that is not a number', 'yesterday', signNotification(SECRET, NOW, BODY)],
    ['no signature', String(NOW), undefined],
    ['a signature without v1=', String(NOW), signNotification(SECRET, NOW, BODY).slice(3)],
    ['a short signature', String(NOW), signNotification(SECRET, NOW, BODY).slice(0, 40)],
    ['upper-case hex', String(NOW), signNotification(SECRET, NOW, BODY).toUpperCase()],
  ])('rejects %s', (_name, timestamp, signature) => {
    expect(verifyNotification(SECRET, timestamp, BODY, signature, NOW)).toBe(false);
  });
});
