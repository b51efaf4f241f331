import type { Chaos } from './chaos';
import type { Merchant } from './merchant';
import type { Notifier } from './notifier';
import type { SessionStore } from './sessions';

/** What every handler needs: settings, the clock, the sessions, the merchant and the notifier. */
export interface SandboxContext {
  applicationId: string;
  securityId: string;
  merchantName: string;
  now: () => Date;
  /** The sandbox's own origin, known once it listens. */
  baseUrl: () => string;
  sessions: SessionStore;
  merchant: Merchant;
  notifier: Notifier;
  chaos: Chaos;
}
