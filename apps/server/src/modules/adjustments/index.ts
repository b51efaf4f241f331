import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/adjustments` (issue 28 item 2, ADR 0059): abatements, assessment
 * corrections, returned checks and credits moved, asked for in the console and posted to the
 * ledger once (through `modules/ledger`). The demo rows are the seed's.
 */
export { seedAdjustmentDemo } from './demo';

/** Its plugin: staff only; each route says which roles. */
export default defineModule({
  name: 'adjustments',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
  routes: [routes],
});
