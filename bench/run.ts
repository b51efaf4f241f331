import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { deadlineStep } from './lib/deadline-step';
import { load, loadMany, type Result } from './lib/load';
import { measurePages, printPages } from './lib/pages';
import { startBaseline, startEfile } from './lib/servers';
import { landingAssets } from './lib/sizes';
import { measureSearch } from './lib/search';
import { openDatabase } from '../apps/server/src/db/client';
import { migrate } from '../apps/server/src/db/migrate';
import { seedDemo } from '../apps/server/src/seed';

/**
 * `npm run bench`: a bare Fastify route (the baseline), GET /api/taxpayer-info signed in,
 * GET /api/account (a taxpayer with 10 years of ledger history),
 * GET /api/city-tax-form (three W-2s, the engine's worksheet on every read) and POST /api/auth/signin,
 * alone and then beside the taxpayer-info read (issue 29 item 4), in one run on this machine; then
 * the landing page's asset sizes.
 * Then the page-weight step: bytes transferred per type and Lighthouse (mobile and desktop) on the
 * landing, login and dashboard pages, against Debian's chromium (`lib/pages.ts`).
 * Loopback only, bounded in time (BENCH_DURATION seconds per target, default 10). BENCH_STEPS
 * picks steps: `load`, `pages` (default both), `deadline` (bench/lib/deadline-step.ts), `search` (the console's search, ADR 0057: on
 * DATABASE_URL or an in-memory PGlite, with BENCH_SEARCH_TAXPAYERS generated taxpayers, default 2000).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const steps = new Set((process.env.BENCH_STEPS ?? 'load,pages').split(',').map((step) => step.trim()));

async function signIn(url: string, username = 'jane.taxpayer') {
  const first = await fetch(`${url}/api/health`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
  if (!xsrf) throw new Error('no XSRF cookie');
  const headers = { 'content-type': 'application/json', cookie: `XSRF-TOKEN=${xsrf}`, 'x-xsrf-token': xsrf };
  const body = JSON.stringify({ username, password: 'eFile-Demo-2026' });
  const response = await fetch(`${url}/api/auth/signin`, { method: 'POST', headers, body });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { token, headers, body };
}

async function loadStep() {
  console.log(
    `eFile bench — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? '?'}, node ${process.version}`,
  );
  const baseline = await startBaseline();
  const efile = await startEfile();
  console.log(`database: ${efile.engine}; ${duration} s per target\n`);
  const results: Result[] = [];
  let signinLoopP99 = 0;
  try {
    results.push(
      await load({ name: 'baseline GET /hello', url: `${baseline.url}/hello`, connections }, duration),
    );
    const session = await signIn(efile.url);
    results.push(
      await load(
        {
          name: 'GET /api/taxpayer-info',
          url: `${efile.url}/api/taxpayer-info`,
          headers: { authorization: `Bearer ${session.token}` },
          connections,
        },
        duration,
      ),
    );
    // My Account with 10 years of history: a taxpayer of its own, seeded in the bench's database.
    const history = await efile.seedAccountHistory(10);
    const historySession = await signIn(efile.url, history.username);
    results.push(
      await load(
        {
          name: `GET /api/account (${history.entries})`,
          url: `${efile.url}/api/account`,
          headers: { authorization: `Bearer ${historySession.token}` },
          connections,
        },
        duration,
      ),
    );
    results.push(
      await load(
        {
          name: `GET /api/account (${history.entries}), uncached`,
          url: `${efile.uncachedUrl}/api/account`,
          headers: { authorization: `Bearer ${historySession.token}` },
          connections,
        },
        duration,
      ),
    );
    // Deadline day: the city tax form is recomputed by the engine on every read.
    const auth = { ...session.headers, authorization: `Bearer ${session.token}` };
    const answers = Object.fromEntries(
      [
        'businessIncome',
        'rentalOrK1Income',
        'form1099MultipleCities',
        'w2MultipleCities',
        'residenceTaxWithheldByEmployer',
      ].map((k) => [k, false]),
    );
    await fetch(`${efile.url}/api/efilequestions`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(answers),
    });
    const w2 = {
      employer: 'Bench Co',
      ein: '341234567',
      wages: 5_000_000,
      medicareWages: 5_000_000,
      localWages: 5_000_000,
      localTaxWithheld: 100_000,
      locality: 'Linndale',
    };
    for (let i = 0; i < 3; i += 1) {
      await fetch(`${efile.url}/api/form-w2`, { method: 'POST', headers: auth, body: JSON.stringify(w2) });
    }
    results.push(
      await load(
        {
          name: 'GET /api/city-tax-form',
          url: `${efile.url}/api/city-tax-form`,
          headers: { authorization: `Bearer ${session.token}` },
          connections,
        },
        duration,
      ),
    );
    // Deadline day's payment page: a filed billing statement's payment info (form, amount,
    // history). A statement can be filed again on a reused database, unlike an estimate.
    const statement = {
      taxYear: 2021,
      taxDue: 250_000,
      payments: [{ date: '2023-01-15', amount: 50_000 }],
      returnFiledDate: '2022-09-01',
    };
    const filed = await fetch(`${efile.url}/api/form/tax-penalty-interest-billing-statement`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify(statement),
    });
    if (filed.status !== 201) throw new Error(`filing the bench statement answered ${filed.status}`);
    const { id: formId } = (await filed.json()) as { id: number };
    results.push(
      await load(
        {
          name: 'GET /api/payments/…',
          url: `${efile.url}/api/payments/tax-forms/${formId}`,
          headers: { authorization: `Bearer ${session.token}` },
          connections,
        },
        duration,
      ),
    );
    // The billing statement: ORC 718.27 interest month by month, computed by the engine (no database).
    results.push(
      await load(
        {
          name: 'POST billing …/calculate',
          url: `${efile.url}/api/form/tax-penalty-interest-billing-statement/calculate`,
          method: 'POST',
          headers: auth,
          body: JSON.stringify(statement),
          connections,
        },
        duration,
      ),
    );
    // The server runs in this process: watch its event loop while argon2 hashes.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    // Eight people signing in at once, each on a connection of their own (one username from eight
    // connections is what ADR 0047's per-username turns slow down: mostly 429s, no figure).
    const people = await efile.signInUsers(8);
    const signIns = people.map((username) => ({
      name: `sign-in ${username}`,
      url: `${efile.url}/api/auth/signin`,
      method: 'POST' as const,
      headers: session.headers,
      body: JSON.stringify({ username, password: 'eFile-Demo-2026' }),
      connections: 1,
    }));
    results.push(await loadMany('POST /api/auth/signin', signIns, duration));
    delay.disable();
    signinLoopP99 = delay.percentile(99) / 1e6;
    // Issue 29 item 4, measured mixed: the same sign-ins while the signed-in read runs beside them
    // (argon2 on the thread pool, the reads on the event loop and the pool's connections).
    results.push(
      ...(await Promise.all([
        loadMany('signin, with reads', signIns, duration),
        load(
          {
            name: 'taxpayer-info, w/ sign-ins',
            url: `${efile.url}/api/taxpayer-info`,
            headers: { authorization: `Bearer ${session.token}` },
            connections,
          },
          duration,
        ),
      ])),
    );
  } finally {
    await efile.close();
    await baseline.close();
  }

  const base = results[0]!.requestsPerSecond;
  console.log('target                     req/s    p50 ms  p99 ms  non-2xx  vs baseline');
  for (const r of results) {
    console.log(
      `${r.name.padEnd(25)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(7)} ${String(r.non2xx).padStart(8)}  ${(r.requestsPerSecond / base).toFixed(3)}`,
    );
  }
  console.log(
    `\nevent-loop delay p99 during sign-in load (argon2 on the thread pool): ${signinLoopP99.toFixed(1)} ms`,
  );

  const dist = path.join(root, 'apps/web/dist');
  let assets = landingAssets(dist);
  if (typeof assets === 'string') {
    try {
      execSync('npm run build -w @efile/web', { cwd: root, stdio: 'ignore' });
      assets = landingAssets(dist);
    } catch {
      assets = 'web build failed: sizes skipped';
    }
  }
  if (typeof assets === 'string') console.log(`\nlanding page assets: ${assets}`);
  else {
    console.log('\nlanding page assets (gzip -9):');
    for (const a of assets)
      console.log(`  ${a.file.padEnd(36)} ${kb(a.raw).padStart(7)} KB raw ${kb(a.gzip).padStart(6)} KB gzip`);
    for (const kind of ['js', 'css'] as const) {
      const total = assets.filter((a) => a.kind === kind).reduce((sum, a) => sum + a.gzip, 0);
      console.log(`  total ${kind}: ${kb(total)} KB gzip`);
    }
  }
  mkdirSync(path.join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    path.join(root, 'bench/results/latest.json'),
    JSON.stringify(
      { at: new Date().toISOString(), engine: efile.engine, duration, results, signinLoopP99, assets },
      null,
      2,
    ),
  );
}

/** The page-weight and Lighthouse step: on the app with its built SPA (built first if stale). */
async function pagesStep() {
  console.log('\npage weight and Lighthouse (first visits, Accept-Encoding: br, gzip):');
  execSync('node scripts/build-if-changed.mjs', { cwd: root, stdio: 'inherit' });
  const efile = await startEfile();
  try {
    const measured = await measurePages(efile.url, (line) => console.log(line));
    const missed = printPages(measured, (line) => console.log(line));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/pages.json'),
      JSON.stringify({ at: new Date().toISOString(), ...measured, missed }, null, 2),
    );
  } finally {
    await efile.close();
  }
}

/** The console's search at BENCH_SEARCH_TAXPAYERS taxpayers, each kind timed (bench/README.md). */
async function searchStep() {
  const count = Number(process.env.BENCH_SEARCH_TAXPAYERS ?? 2000);
  const runs = Number(process.env.BENCH_SEARCH_RUNS ?? 5);
  const url = process.env.DATABASE_URL;
  const database = await openDatabase(url ? { url, poolSize: 2 } : { dataDir: null });
  try {
    await migrate(database, url);
    await seedDemo(database.db);
    console.log(`console search — ${database.engine}, ${count} generated taxpayers, ${runs} runs each`);
    const figures = await measureSearch(database, count, runs, (line) => console.log(line));
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/search.json'),
      JSON.stringify({ at: new Date().toISOString(), engine: database.engine, count, figures }, null, 2),
    );
  } finally {
    await database.close();
  }
}

async function main() {
  const known = ['load', 'pages', 'search', 'deadline'];
  const unknown = [...steps].filter((step) => !known.includes(step));
  if (unknown.length > 0)
    throw new Error(`BENCH_STEPS: unknown step ${unknown.join(', ')} (${known.join(', ')})`);
  if (steps.has('search')) await searchStep();
  if (steps.has('deadline')) await deadlineStep(root, (line) => console.log(line));
  if (steps.has('load')) await loadStep();
  if (steps.has('pages')) {
    try {
      await pagesStep();
    } catch (error) {
      console.error('\n*** THE PAGE-WEIGHT / LIGHTHOUSE STEP COULD NOT RUN ***');
      throw error;
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
