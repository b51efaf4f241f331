import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/mailroom` (ADR 0038, 0055): checks and paper returns recorded by
 * staff who act; reading the postings and deciding on them say their own roles. Nothing here is
 * for other modules.
 */
export default defineModule({
  name: 'mailroom',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.act },
  routes: [routes],
});
