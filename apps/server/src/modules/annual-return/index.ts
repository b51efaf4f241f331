/**
 * The front door of `modules/annual-return` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { find1099, findW2, paymentsOnRecord } from './repository';
