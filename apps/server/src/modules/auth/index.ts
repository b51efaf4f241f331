import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/auth` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { setFilingAs } from './repository';

/** Its plugin (ADR 0055): sign-in (public, said by its routes) and sign-out, for a signed-in user. */
export default defineModule({ name: 'auth', folder: { access: 'signedIn' }, routes: [routes] });
