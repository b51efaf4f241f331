import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/estimate-credits` (ADR 0051, 0055): the estimate payments and credits
 * a signed-in user sees by year. Nothing here is for other modules.
 */
export default defineModule({ name: 'estimate-credits', folder: { access: 'signedIn' }, routes: [routes] });
