import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/taxpayers` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { findTaxpayer } from './repository';

/** Its plugin (ADR 0055): the signed-in user's taxpayer information. */
export default defineModule({ name: 'taxpayers', folder: { access: 'signedIn' }, routes: [routes] });
