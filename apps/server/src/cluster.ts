import cluster, { type Worker } from 'node:cluster';
import { pino } from 'pino';
import type { Config } from './config';

/** Exit code of a process whose configuration is refused (EX_CONFIG): a replacement would fail alike. */
const EX_CONFIG = 78;
/** A process that ends sooner than this after it started is replaced only after a pause. */
const CRASH_LOOP_MS = 5_000;
const RESTART_PAUSE_MS = 1_000;
/** How long SIGTERM waits for the API processes to drain before it ends them. */
const DRAIN_MS = 30_000;

/** This process was forked by a primary (API_PROCESSES > 1): it serves, and prepares nothing. */
export const isForkedApiProcess = (): boolean => cluster.isWorker;

/** API_PROCESSES > 1 and this is the process started by hand (or by the service manager). */
export const isPrimary = (config: Config): boolean => config.apiProcesses.count > 1 && cluster.isPrimary;

/**
 * The primary of API_PROCESSES > 1 (ADR 0065). It prepares the database once (`prepare`:
 * migrations, checks, demo data), then forks the API processes, each of which listens on
 * HOST:PORT (node:cluster hands connections to them in turn). A process that ends is logged and
 * replaced in its slot (after a pause when it ended within seconds of starting); one that ends
 * with 78 (its configuration refused), or before every process has listened once, ends them all. SIGTERM or SIGINT is passed to each,
 * which drains its requests and jobs and closes; the primary ends when they have.
 * `announce` is told the address once every process listens.
 */
export async function runPrimary(
  config: Config,
  prepare: () => Promise<void>,
  announce: (address: string) => void,
): Promise<void> {
  const log = pino({ level: config.logLevel }).child({ component: 'api-processes' });
  await prepare();
  const count = config.apiProcesses.count;
  const slots = new Map<Worker, { slot: number; startedAt: number }>();
  const listening = new Set<number>();
  let announced = false;
  let stopping = false;
  let finalCode = 0;

  const fork = (slot: number) => {
    const worker = cluster.fork({ EFILE_PROCESS_SLOT: String(slot) });
    slots.set(worker, { slot, startedAt: Date.now() });
    worker.on('listening', (address) => {
      listening.add(slot);
      if (!announced && listening.size === count) {
        announced = true;
        announce(`http://${config.host}:${address.port}`);
      }
    });
  };

  const stop = (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    finalCode = exitCode;
    log.info({ signal, processes: slots.size }, 'stopping the API processes');
    if (slots.size === 0) process.exit(exitCode);
    for (const worker of slots.keys()) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error({ processes: slots.size }, 'API processes still running after the drain time: ended');
      for (const worker of slots.keys()) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };

  cluster.on('exit', (worker, code, signal) => {
    const ended = slots.get(worker);
    slots.delete(worker);
    if (!ended) return;
    listening.delete(ended.slot);
    if (stopping) {
      if (slots.size === 0) process.exit(finalCode);
      return;
    }
    if (code === EX_CONFIG) {
      log.error({ slot: ended.slot, code }, 'an API process refused its configuration: stopping');
      stop('SIGTERM', EX_CONFIG);
      return;
    }
    // Before every process has listened once, an end is a start-up failure (the port taken, the
    // database unreachable): restarting would loop; the service manager decides.
    if (!announced) {
      log.error({ slot: ended.slot, code, signal }, 'an API process failed to start: stopping');
      stop('SIGTERM', code || 1);
      return;
    }
    const quick = Date.now() - ended.startedAt < CRASH_LOOP_MS;
    log.warn(
      { slot: ended.slot, code, signal, restartInMs: quick ? RESTART_PAUSE_MS : 0 },
      'API process ended: starting its replacement',
    );
    if (quick) setTimeout(() => !stopping && fork(ended.slot), RESTART_PAUSE_MS);
    else fork(ended.slot);
  });
  process.once('SIGINT', () => stop('SIGINT', 0));
  process.once('SIGTERM', () => stop('SIGTERM', 0));
  for (let slot = 1; slot <= count; slot++) fork(slot);
  log.info({ processes: count }, 'API processes started');
}
