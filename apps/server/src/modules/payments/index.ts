import type { FastifyInstance } from 'fastify';
import type { HandedPayments, PaymentProvider } from './provider';
import { startReconciler } from './reconcile';
import { defineModule } from '../../plugins/module';
import routes from './routes';

/**
 * The front door of `modules/payments` (ADR 0051): what other modules may use of it. Anything not
 * exported here is the module's own.
 */
export {
  ProviderUnavailable,
  hostedPageProvider,
  paymentsFromConfig,
  type HandedPayments,
  type PaymentProvider,
} from './provider';
export { checkSession, closeStuckSession } from './reconcile';
export { LIVE_STATUSES, type PaymentRow } from './repository';

/**
 * Mounts the provider the app is handed (ADR 0029): the portal never starts a stand-in and never
 * loads the sandbox; whoever starts the portal (the production entry point, the local launcher,
 * the tests) chooses the provider. Returns it for the CSP's form-action.
 */
export function setUpPayments(app: FastifyInstance, handed: HandedPayments): PaymentProvider {
  app.decorate('payments', handed.provider);
  app.decorate('remittanceKey', handed.remittanceKey);
  startReconciler(app);
  return handed.provider;
}

/** Its plugin (ADR 0055): paying online, as the taxpayer the caller files as; the provider's return and notification routes are public and say so. */
export default defineModule({ name: 'payments', folder: { access: 'filer' }, routes: [routes] });
