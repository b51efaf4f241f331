import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { loggableError } from '../../lib/db-errors';
import { remindOnce } from './job';
import reminderRoutes from './routes';

export { installmentParams, periodLabel } from './job';
export {
  annualReturnsInReach,
  businessesToTell,
  daysUntil,
  installmentsDue,
  notYetSent,
  offsetFor,
  reachable,
  type DueReminder,
  type ReminderSettings,
} from './due';
export type { FormReminder, ReminderParams } from './forms';

declare module 'fastify' {
  interface FastifyInstance {
    /** The reminder job (ADR 0033): one run now (tests, operators); a timer runs it when REMINDERS=on. */
    reminders: { runOnce(): Promise<{ reminders: number; messages: number }> };
  }
}

/**
 * Reminders (ADR 0033): the unsubscribe routes, and the job every REMINDER_INTERVAL_MS on this node
 * when REMINDERS=on, from ready to close, as the payment reconciler runs (ADR 0014). Every node may
 * run it: a reminder is queued once (reminders_sent).
 */
export default fp(
  async function reminders(app: FastifyInstance) {
    const { config, database, clock } = app.deps;
    const settings = { daysBefore: config.reminders.daysBefore, publicUrl: config.mail.publicUrl };
    const log = app.log.child({ component: 'reminders' });
    const runOnce = async () =>
      remindOnce(database.db, settings, clock.now(), await app.deps.rules.current());
    app.decorate('reminders', { runOnce });
    await app.register(reminderRoutes);
    if (!config.reminders.enabled) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    // A run still going when the timer fires again is not doubled (the next tick catches up).
    const run = () => {
      running ??= runOnce()
        .then((result) => {
          if (result.reminders > 0) log.info(result, 'reminders queued');
        })
        .catch((error: unknown) => log.error({ error: loggableError(error) }, 'reminder job failed'))
        .finally(() => (running = undefined));
    };
    app.addHook('onReady', async () => {
      timer = setInterval(run, config.reminders.everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'reminders' },
);
