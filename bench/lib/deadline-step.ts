import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { startPaymentSandbox } from '@efile/payment-sandbox';
import { api as contractsApi } from '@efile/contracts';
import path from 'node:path';
import { and, eq, like, notExists, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';
import { taxForms, taxpayers, users, userTaxpayers } from '../../apps/server/src/db/schema';
import { generateTaxpayers, seedDemo } from '../../apps/server/src/seed';
import { STEPS, deadlineDay, type StageResult } from './deadline';
import { startProcesses } from './processes';

/** A port nobody listens on now: the portal's, told to the provider before the portal starts. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * `BENCH_STEPS=deadline` (issue 29 item 1): on DATABASE_URL, the demo data and
 * BENCH_DEADLINE_TAXPAYERS generated taxpayers (every tenth with a web account), the API as its
 * own process(es) (BENCH_PROCESSES, so the driver here never shares their event loop), then the
 * stages of `deadlineDay`. Prints each stage and writes bench/results/deadline.json; fails loudly
 * when most requests of the first stage fail.
 */
export async function deadlineStep(root: string, log: (line: string) => void): Promise<void> {
  const url = process.env.DATABASE_URL;
  if (!url)
    throw new Error(
      'BENCH_STEPS=deadline needs DATABASE_URL (PostgreSQL): the API runs as its own processes',
    );
  const taxpayerCount = Number(process.env.BENCH_DEADLINE_TAXPAYERS ?? 5_000);
  const processes = Number(process.env.BENCH_PROCESSES ?? 1);
  const rates = (process.env.BENCH_DEADLINE_RATES ?? '1,2,4,8,16,32').split(',').map(Number);
  const stageSeconds = Number(process.env.BENCH_DEADLINE_STAGE_SECONDS ?? 20);
  const thinkMs = Number(process.env.BENCH_DEADLINE_THINK_MS ?? 1_000);

  const database = await openDatabase({ url, poolSize: 2 });
  let people: string[];
  let employers: string[];
  try {
    await migrate(database, url);
    await seedDemo(database.db);
    const seeding = performance.now();
    await generateTaxpayers(database.db, taxpayerCount);
    log(
      `seeded ${taxpayerCount} generated taxpayers in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );
    // Individuals with a web account who have not filed their annual return yet.
    const rows = await database.db
      .select({ username: users.username })
      .from(users)
      .innerJoin(userTaxpayers, eq(userTaxpayers.userId, users.id))
      .innerJoin(taxpayers, eq(taxpayers.id, userTaxpayers.taxpayerId))
      .where(
        and(
          like(users.username, 'tp%'),
          eq(users.isBusinessUser, false),
          notExists(
            database.db
              .select({ one: sql`1` })
              .from(taxForms)
              .where(and(eq(taxForms.taxpayerId, taxpayers.id), eq(taxForms.formType, 'annual-return'))),
          ),
        ),
      )
      .orderBy(users.username);
    people = rows.map((r) => r.username);
    const businessRows = await database.db
      .select({ username: users.username })
      .from(users)
      .innerJoin(userTaxpayers, eq(userTaxpayers.userId, users.id))
      .where(
        and(
          like(users.username, 'tp%'),
          eq(users.isBusinessUser, true),
          notExists(
            database.db
              .select({ one: sql`1` })
              .from(taxForms)
              .where(
                and(
                  eq(taxForms.taxpayerId, userTaxpayers.taxpayerId),
                  eq(taxForms.formType, 'employers-return'),
                ),
              ),
          ),
        ),
      )
      .orderBy(users.username);
    employers = businessRows.map((r) => r.username);
  } finally {
    await database.close();
  }
  log(
    `${people.length} people and ${employers.length} employers can file; stages of ${stageSeconds} s at ${rates.join(', ')} arrivals/s`,
  );

  // The provider on its own origin: the portal's address must be known to both before either starts.
  const port = await freePort();
  const portal = `http://127.0.0.1:${port}`;
  const securityId = randomBytes(18).toString('base64url');
  const sandbox = await startPaymentSandbox({
    host: '127.0.0.1',
    port: 0,
    applicationId: 'CCA-EFILE',
    securityId,
    merchant: {
      verifyUrl: `${portal}${contractsApi.paymentVerification}`,
      notifyUrl: `${portal}${contractsApi.paymentNotification}`,
    },
  });
  let results: StageResult[];
  try {
    const api = await startProcesses(url, processes, {
      PORT: String(port),
      PUBLIC_URL: portal,
      PAYMENT_PROVIDER_URL: sandbox.url,
      PAYMENT_SECURITY_ID: securityId,
    });
    try {
      results = await deadlineDay({
        url: api.url,
        people,
        employers,
        rates,
        stageSeconds,
        thinkMs,
        p99LimitMs: 500,
      });
    } finally {
      await api.close();
    }
  } finally {
    await sandbox.close();
  }
  for (const r of results) {
    log(
      `\narrivals ${r.rate}/s: ${r.started} started, ${r.finished} finished, ` +
        `${r.filingsPerMinute.toFixed(1)} filings/min, ${r.payments} paid, ${r.errors} errors of ${r.requests} requests` +
        (r.lastError ? ` (last: ${r.lastError})` : ''),
    );
    log('  step                 count   p50 ms   p99 ms');
    for (const s of STEPS)
      log(
        `  ${s.padEnd(19)} ${String(r.steps[s].count).padStart(6)} ${r.steps[s].p50.toFixed(0).padStart(8)} ${r.steps[s].p99.toFixed(0).padStart(8)}`,
      );
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/deadline.json'),
    JSON.stringify({ at: new Date().toISOString(), taxpayerCount, processes, thinkMs, results }, null, 2),
  );
  const first = results[0];
  if (!first || first.requests === 0 || first.errors > first.requests / 2)
    throw new Error(
      `deadline day: most requests of the first stage failed (${first?.lastError ?? 'none ran'})`,
    );
}
