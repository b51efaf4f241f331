import { NOTIFICATION_ACK, type TransactionReport } from '@efile/contracts/payment-protocol';
import type { Chaos } from './chaos';
import type { Merchant } from './merchant';

const ATTEMPT_TIMEOUT_MS = 5_000;
/** Waits before the 2nd … 5th attempt. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

/**
 * Where the notifier schedules what it does later (the retry waits and the chaos delays): real
 * timers unless a test drives them by hand. `run` may return a promise (the work it started), so
 * a hand-driven scheduler can await it. The per-attempt timeout stays on real time: it guards
 * real network I/O.
 */
export interface Timers {
  set(run: () => unknown, ms: number): unknown;
  clear(handle: unknown): void;
}

export const REAL_TIMERS: Timers = {
  set: (run, ms) => setTimeout(run, ms),
  clear: (handle) => clearTimeout(handle as NodeJS.Timeout),
};

export interface Notifier {
  /**
   * Step 3 to the merchant's notifyUrl. Resolves after the first attempt, whatever its result;
   * failures are retried in the background. Under chaos it may be dropped, delayed or repeated.
   */
  send(transaction: TransactionReport): Promise<void>;
  /** Notifications delayed, waiting for a retry or a repeat, or in flight: 0 once all have landed. */
  pending(): number;
  /** Cancels waiting retries and attempts in flight. */
  close(): void;
}

export function createNotifier(
  credentials: { applicationId: string; securityId: string },
  merchant: Merchant,
  chaos: Chaos,
  scheduler: Timers = REAL_TIMERS,
): Notifier {
  const timers = new Set<unknown>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  /** Delivered when the merchant answers 2xx with the text `success` (anything else is retried). */
  async function attempt(body: string): Promise<boolean> {
    const url = merchant.urls?.notifyUrl;
    if (closed || url === undefined) return false;
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      const text = await response.text();
      return response.ok && text.trim() === NOTIFICATION_ACK;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
  }

  function later(delay: number, run: () => Promise<unknown>): void {
    if (closed) return;
    const timer = scheduler.set(() => {
      timers.delete(timer);
      return run();
    }, delay);
    timers.add(timer);
  }

  async function deliver(body: string, retryIndex = 0): Promise<void> {
    const delivered = await attempt(body);
    if (delivered) {
      if (chaos.chance(chaos.settings.repeat)) later(chaos.upTo(chaos.settings.delayMs), () => attempt(body));
      return;
    }
    const delay = RETRY_DELAYS_MS[retryIndex];
    if (delay !== undefined) later(delay, () => deliver(body, retryIndex + 1));
  }

  return {
    async send(transaction) {
      if (chaos.chance(chaos.settings.drop)) return; // lost: only a status query or the report will tell
      const body = new URLSearchParams({
        application_id: credentials.applicationId,
        security_id: credentials.securityId,
        ...transaction,
      }).toString();
      const delay = chaos.upTo(chaos.settings.delayMs);
      if (delay > 0) return later(delay, () => deliver(body));
      await deliver(body);
    },
    pending: () => timers.size + inFlight.size,
    close() {
      closed = true;
      for (const timer of timers) scheduler.clear(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
