import { defineModule } from '../../plugins/module';
import routes from './routes';
import staffRoutes from './staff-routes';

/**
 * The front door of `modules/refunds` (issue 27, ADR 0058): overpayments claimed online, reviewed
 * by staff and issued in batches. A return's claim is recorded in its filing transaction
 * (`recordClaim`); the console reads a taxpayer's claims (`claimDtosOf`); the rest is the module's own.
 */
export { claimDtosOf, recordClaim } from './claims';

/** Its plugin: the taxpayer's claims as the filer; the status lookup is public, the queue staff's (each route says so). */
export default defineModule({ name: 'refunds', folder: { access: 'filer' }, routes: [routes, staffRoutes] });
