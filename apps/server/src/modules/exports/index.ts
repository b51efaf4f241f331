import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/exports` (ADR 0038, 0055): batches and files for the agency's core
 * system, read by those who decide and the auditor; making a batch says its own roles. Nothing
 * here is for other modules (`npm run export` runs `cli.ts`, the module's own).
 */
export default defineModule({
  name: 'exports',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.readExports },
  routes: [routes],
});
