import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/work-queues` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */

/** Its plugin (ADR 0055): The staff work queues: every member of staff reads; acting says its own roles. */
export default defineModule({
  name: 'work-queues',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
  routes: [routes],
});
