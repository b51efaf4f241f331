import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/client-errors` (ADR 0045, 0055): the browser's crash reports. Its
 * one route is public and says so; nothing here is for other modules.
 */
export default defineModule({ name: 'client-errors', routes: [routes] });
