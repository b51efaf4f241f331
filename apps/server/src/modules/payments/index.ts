/**
 * The front door of `modules/payments` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { ProviderUnavailable, type PaymentProvider } from './provider';
export { checkSession } from './reconcile';
export { LIVE_STATUSES, type PaymentRow } from './repository';
