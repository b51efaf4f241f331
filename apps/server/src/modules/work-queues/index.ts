/**
 * The front door of `modules/work-queues` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { storeContactMessage } from './contact';
