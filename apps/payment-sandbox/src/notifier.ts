import type { PaymentNotification } from './notification';
import { signNotification } from './signature';

const ATTEMPT_TIMEOUT_MS = 5_000;
/** Waits before the 2nd … 5th attempt. */
const RETRY_DELAYS_MS = [500, 1_000, 2_000, 4_000];

export interface Notifier {
  /** Resolves after the first attempt, whatever its result; failures are retried in the background. */
  send(notifyUrl: string, notification: PaymentNotification): Promise<void>;
  /** Cancels waiting retries and attempts in flight. */
  close(): void;
}

export function createNotifier(signingSecret: string, now: () => Date): Notifier {
  const timers = new Set<NodeJS.Timeout>();
  const inFlight = new Set<AbortController>();
  let closed = false;

  async function attempt(notifyUrl: string, body: string): Promise<boolean> {
    const controller = new AbortController();
    inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(), ATTEMPT_TIMEOUT_MS);
    try {
      // Signed at each attempt so a retry carries a fresh timestamp the portal's tolerance accepts.
      const timestamp = Math.floor(now().getTime() / 1000);
      const response = await fetch(notifyUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Sandbox-Timestamp': String(timestamp),
          'X-Sandbox-Signature': signNotification(signingSecret, timestamp, body),
        },
        body,
        redirect: 'manual',
        signal: controller.signal,
      });
      await response.body?.cancel();
      return response.ok;
    } catch {
      return false;
    } finally {
      clearTimeout(timeout);
      inFlight.delete(controller);
    }
  }

  function retryLater(notifyUrl: string, body: string, retryIndex: number): void {
    const delay = RETRY_DELAYS_MS[retryIndex];
    if (closed || delay === undefined) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      void attempt(notifyUrl, body).then((delivered) => {
        if (!delivered) retryLater(notifyUrl, body, retryIndex + 1);
      });
    }, delay);
    timers.add(timer);
  }

  return {
    async send(notifyUrl, notification) {
      const body = JSON.stringify(notification);
      if (!(await attempt(notifyUrl, body))) retryLater(notifyUrl, body, 0);
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const controller of inFlight) controller.abort();
    },
  };
}
