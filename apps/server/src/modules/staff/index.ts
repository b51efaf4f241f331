/**
 * The front door of `modules/staff` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { refuseSamePerson } from './four-eyes';
export { fullName } from './taxpayer-account';
