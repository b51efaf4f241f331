import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/businesses` (ADR 0051, 0055): a business user's links to businesses.
 * Its routes are for signed-in users (a business user's checks are per request, in the routes);
 * the agency's decisions on link requests are also the database CLI's (`npm run ein-link`).
 */
export { agencyDecide, openRequests } from './agency';

export default defineModule({ name: 'businesses', folder: { access: 'signedIn' }, routes: [routes] });
