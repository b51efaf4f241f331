import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../lib/db-errors';
import { defineModule } from '../../plugins/module';
import { remindOnce } from './job';
import reminderRoutes from './routes';

export { installmentParams } from './job';
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
 * Reminders (ADR 0033): the job every REMINDER_INTERVAL_MS on this node when REMINDERS=on, from
 * ready to close, as the payment reconciler runs (ADR 0014); every node may run it: a reminder is
 * queued once (reminders_sent). Its routes are a filer's settings; the unsubscribe links are public
 * and say so.
 */
async function reminderJob(app: FastifyInstance) {
  const { config, database, clock } = app.deps;
  const settings = { daysBefore: config.reminders.daysBefore, publicUrl: config.mail.publicUrl };
  const log = app.log.child({ component: 'reminders' });
  const runOnce = async () => remindOnce(database.db, settings, clock.now(), await app.deps.rules.current());
  app.decorate('reminders', { runOnce });
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
}

export default defineModule({
  name: 'reminders',
  setUp: reminderJob,
  folder: { access: 'filer' },
  routes: [reminderRoutes],
});
