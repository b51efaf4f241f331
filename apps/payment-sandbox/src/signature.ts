import { createHmac, timingSafeEqual } from 'node:crypto';

const SIGNATURE_PATTERN = /^v1=([0-9a-f]{64})$/;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;

function hmacHex(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** header value for X-Sandbox-Signature: 'v1=' + hex HMAC-SHA256(secret, `${timestamp}.${rawBody}`) */
export function signNotification(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** timing-safe; false when the header is malformed, the signature differs, or |nowSeconds - timestamp| > toleranceSeconds (default 300) */
export function verifyNotification(
  secret: string,
  timestampHeader: string | undefined,
  rawBody: string,
  signatureHeader: string | undefined,
  nowSeconds: number,
  toleranceSeconds = 300,
): boolean {
  if (timestampHeader === undefined || !TIMESTAMP_PATTERN.test(timestampHeader)) return false;
  const given = SIGNATURE_PATTERN.exec(signatureHeader ?? '')?.[1];
  if (given === undefined) return false;
  const timestamp = Number(timestampHeader);
  // The timestamp is inside the signed text, so bounding its age stops replays of an old notification.
  if (Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = hmacHex(secret, timestamp, rawBody);
  // Both are 64 hex characters here, which timingSafeEqual requires.
  return timingSafeEqual(Buffer.from(given, 'hex'), Buffer.from(expected, 'hex'));
}
