/**
 * The front door of `modules/exemption` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { findCertificate, isFilingChoiceViolation } from './repository';
