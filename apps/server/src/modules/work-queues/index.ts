import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/work-queues` (ADR 0051, 0055): the staff work queues, which every
 * member of staff reads; acting says its own roles. Nothing here is for other modules.
 */
export default defineModule({
  name: 'work-queues',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
  routes: [routes],
});
