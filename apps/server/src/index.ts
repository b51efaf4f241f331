/**
 * What the portal offers whoever starts it (ADR 0029): the app, its configuration, the start-up
 * steps, the provider adapter and the local mailbox. The local launcher (apps/local) uses these.
 */
export { buildApp, type BuildOptions } from './app';
export { ConfigError, loadConfig, type Config } from './config';
export type { Database } from './db/client';
export { clockFromEnv } from './lib/clock';
export { DevMailbox, type MailOptions } from './modules/mail';
export {
  hostedPageProvider,
  paymentsFromConfig,
  type HandedPayments,
  type PaymentProvider,
} from './modules/payments';
export { banner, configOrExit, prepareDatabase, serve, type Step } from './start';
