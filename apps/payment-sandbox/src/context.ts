import type { Notifier } from './notifier';
import type { SessionStore } from './sessions';

/** What every handler needs: settings, the clock, the sessions and the notifier. */
export interface SandboxContext {
  apiKey: string;
  merchantName: string;
  now: () => Date;
  /** The sandbox's own origin, known once it listens. */
  baseUrl: () => string;
  sessions: SessionStore;
  notifier: Notifier;
}

/** The portal names itself with these when its browser posts to /pay. */
export const APPLICATION_ID = 'CCA-EFILE';
export const MESSAGE_VERSION = '1.0';
