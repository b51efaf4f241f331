/**
 * The front door of `modules/auth` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { setFilingAs } from './repository';
export { clearKeys, clearUsername, releaseAttempt, reserveAttempt, userKey } from './throttle';
