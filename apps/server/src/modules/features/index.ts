import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/features` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export { loadFeatures, loadFlags } from './repository';

/** Its plugin (ADR 0055): the feature flags and client settings: public (said by their routes) but the signed-in user's map. */
export default defineModule({ name: 'features', folder: { access: 'signedIn' }, routes: [routes] });
