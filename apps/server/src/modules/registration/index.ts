import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/registration` (ADR 0051, 0055): registering an individual or a
 * business. Most of its routes are public and say so; the default is a signed-in user (adding a
 * business to one's account). Nothing here is for other modules.
 */
export default defineModule({ name: 'registration', folder: { access: 'signedIn' }, routes: [routes] });
