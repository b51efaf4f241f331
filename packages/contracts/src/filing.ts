/**
 * Every filing call accepts this header (issue 11): the client sends a new random key per attempt
 * and the same key when it retries that attempt; the server answers a repeat with the first result.
 */
export { IDEMPOTENCY_KEY_HEADER } from './shell';
