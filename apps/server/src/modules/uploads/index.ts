import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/uploads` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { createStore } from './routes';
export { type UploadStore } from './storage';

/** Its plugin (ADR 0055): files the taxpayer the caller files as uploads, lists, reads and deletes. */
export default defineModule({ name: 'uploads', folder: { access: 'filer' }, routes: [routes] });
