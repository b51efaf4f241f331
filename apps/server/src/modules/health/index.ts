import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/health` (ADR 0051, 0055): liveness, readiness and metrics. Every
 * route is public and says so; no folder default. Nothing here is for other modules.
 */
export default defineModule({ name: 'health', routes: [routes] });
