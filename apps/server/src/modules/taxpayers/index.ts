/**
 * The front door of `modules/taxpayers` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { findTaxpayer } from './repository';
