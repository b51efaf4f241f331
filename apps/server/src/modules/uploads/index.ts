/**
 * The front door of `modules/uploads` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { createStore } from './routes';
export { type UploadStore } from './storage';
