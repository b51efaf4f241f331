import { STAFF_PERMISSIONS } from '@efile/contracts';
import { defineModule } from '../../plugins/module';
import routes from './routes';
import accountRoutes from './account-routes';

/**
 * The front door of `modules/staff` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { fullName } from './taxpayer-account';
/** The console's search (ADR 0057), for the search bench. */
export { planSearch, searchTaxpayers, searchPageQuery } from './taxpayer-search';

/** Its plugin (ADR 0055): staff sign-in (public, said by its routes), staff accounts and a taxpayer's account in the console: every member of staff reads; acting and administering say their own roles. */
export default defineModule({
  name: 'staff',
  folder: { access: 'staff', roles: STAFF_PERMISSIONS.read },
  routes: [routes, accountRoutes],
});
