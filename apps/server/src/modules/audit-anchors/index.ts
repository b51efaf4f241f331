import type { FastifyInstance } from 'fastify';
import { loggableError } from '../../lib/db-errors';
import { defineModule } from '../../plugins/module';
import { anchorAuditHeads } from './anchor';

export { anchorAuditHeads, readAnchors, type AuditAnchor } from './anchor';

/**
 * Anchors the audit chains' heads outside the database (ADR 0048): when the node is ready and
 * every AUDIT_ANCHOR_MINUTES after, appended to AUDIT_ANCHOR_FILE and/or mailed to
 * AUDIT_ANCHOR_EMAIL. Neither set: nothing runs. Every node may run it (an extra line is harmless);
 * of a node's API processes, the first runs it.
 */
async function anchorJob(app: FastifyInstance) {
  const { config, database, clock } = app.deps;
  const { file, email, everyMs } = config.auditAnchors;
  if (!file && !email) return;
  // Once per node: with API_PROCESSES > 1 only the first process anchors (ADR 0065); the others
  // would append the same heads to the same file and mail them again.
  if (config.apiProcesses.slot !== 1) return;
  const log = app.log.child({ component: 'audit-anchors' });
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  // A run still going when the timer fires again is not doubled.
  const run = () => {
    running ??= anchorAuditHeads(database.db, { file, email }, clock.now())
      .then((anchors) => log.info({ chains: anchors.length }, 'audit trail anchored'))
      .catch((error: unknown) => log.error({ error: loggableError(error) }, 'audit anchor failed'))
      .finally(() => (running = undefined));
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(run, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}

/** Its plugin (ADR 0055): the anchoring job, on the app; it has no routes. */
export default defineModule({ name: 'audit-anchors', setUp: anchorJob });
