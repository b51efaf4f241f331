import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';

/** The browser the bench drives: Debian's chromium (CHROME_PATH overrides), never a download. */
export const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What a phone on HTTPS would ask for; Chromium asks loopback HTTP for gzip only unless told. */
const ACCEPT_ENCODING = 'br, gzip';
const DEMO = { username: 'jane.taxpayer', password: 'eFile-Demo-2026' };
const LIGHTHOUSE_TIMEOUT_MS = 180_000;

export const TARGETS = { js: 100 * 1024, css: 30 * 1024, performance: 90, accessibility: 100 } as const;

/**
 * Issue 26: a first visit in English must not carry Spanish words: a sentence only each Spanish
 * catalogue has, by catalogue — the web's shell (its skip link, `locales/es/shell.ts`, loaded in
 * its own chunk when Spanish is chosen) and the contracts' messages (their longest text,
 * `packages/contracts/src/locales/es.ts`).
 */
function spanishMarkers(): Record<string, string> {
  const read = (file: string) => readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');
  const shell = /skipToMain: '([^']+)'/.exec(read('apps/web/src/i18n/locales/es/shell.ts'))?.[1];
  const contracts = [...read('packages/contracts/src/locales/es.ts').matchAll(/'([^'\n]{60,})'/g)]
    .map((m) => m[1]!)
    .filter((text) => !text.includes('{'))
    .sort((a, b) => b.length - a.length)[0];
  if (!shell || !contracts)
    throw new Error('the bench cannot tell the Spanish catalogues: no sentence found');
  return { 'web shell': shell, "contracts' messages": contracts };
}

export type Kind = 'js' | 'css' | 'font' | 'image' | 'other';
export interface PageWeight {
  page: string;
  path: string;
  bytes: Record<Kind, number>;
  total: number;
  requests: number;
  /** The Spanish catalogues the visit's JavaScript carries, with the file (none in English). */
  spanish: string[];
}
export interface LighthouseScore {
  page: string;
  profile: 'mobile' | 'desktop';
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  /** Lighthouse's own failed audits of the two categories, for the figures' why. */
  failing: string[];
}

interface BenchPage {
  name: string;
  path: string;
  signedIn: boolean;
  /** A selector the page shows when it is ready. */
  ready: string;
}

const ALL_PAGES: readonly BenchPage[] = [
  { name: 'landing', path: '/landing', signedIn: false, ready: 'main h1' },
  { name: 'login', path: '/auth/login', signedIn: false, ready: 'main h1' },
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: 'main h1' },
];
/** BENCH_PAGES (e.g. `landing`) measures only those pages; all three by default. */
const PAGES = process.env.BENCH_PAGES
  ? ALL_PAGES.filter((p) => process.env.BENCH_PAGES!.split(',').includes(p.name))
  : ALL_PAGES;

function kindOf(resourceType: string, contentType: string): Kind {
  if (resourceType === 'script' || contentType.includes('javascript')) return 'js';
  if (resourceType === 'stylesheet' || contentType.includes('text/css')) return 'css';
  if (resourceType === 'font' || contentType.startsWith('font/')) return 'font';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'image';
  return 'other';
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Accepts the agreement (the login page's guard) and, for the dashboard, signs in as the demo user. */
async function prepare(page: Page, base: string, signedIn: boolean): Promise<void> {
  await page.goto(`${base}/`);
  await page.getByRole('button', { name: 'I Agree' }).click();
  await page.waitForURL(/\/auth\/login$/);
  if (!signedIn) return;
  await page.getByLabel('Username').fill(DEMO.username);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard$/, { timeout: 30_000 });
}

/** A first visit's bytes over the network by type: encoded bodies (what the wire carries). */
async function weigh(context: BrowserContext, base: string, target: BenchPage): Promise<PageWeight> {
  const page = await context.newPage();
  const markers = Object.entries(spanishMarkers());
  const responses: Promise<{ kind: Kind; size: number; spanish: string[] }>[] = [];
  page.on('requestfinished', (request) => {
    responses.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const kind = kindOf(request.resourceType(), response?.headers()['content-type'] ?? '');
        const body = kind === 'js' && response ? (await response.body()).toString('utf8') : '';
        return {
          kind,
          size: sizes.responseBodySize,
          spanish: markers
            .filter(([, marker]) => body.includes(marker))
            .map(([catalogue]) => `${catalogue} in ${new URL(request.url()).pathname}`),
        };
      })(),
    );
  });
  await page.goto(`${base}${target.path}`, { waitUntil: 'networkidle' });
  await page.locator(target.ready).first().waitFor();
  if (!page.url().endsWith(target.path)) throw new Error(`${target.name}: ended on ${page.url()}`);
  const all = await Promise.all(responses);
  await page.close();
  const bytes: Record<Kind, number> = { js: 0, css: 0, font: 0, image: 0, other: 0 };
  for (const r of all) bytes[r.kind] += r.size;
  return {
    page: target.name,
    path: target.path,
    bytes,
    total: Object.values(bytes).reduce((a, b) => a + b, 0),
    requests: all.length,
    spanish: all.flatMap((r) => r.spanish),
  };
}

async function audit(
  url: string,
  port: number,
  profile: 'mobile' | 'desktop',
  name: string,
): Promise<LighthouseScore> {
  const run = lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      // The session and the agreement cookie were set in this profile: keep them.
      disableStorageReset: true,
      extraHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
    },
    profile === 'desktop' ? desktopConfig : undefined,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Lighthouse ${profile} on ${url} took over ${LIGHTHOUSE_TIMEOUT_MS / 1000} s`)),
      LIGHTHOUSE_TIMEOUT_MS,
    );
  });
  const result = await Promise.race([run, timeout]).finally(() => clearTimeout(timer));
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse ${profile} on ${url} returned no report`);
  if (lhr.runtimeError) throw new Error(`Lighthouse ${profile} on ${url}: ${lhr.runtimeError.message}`);
  if (!lhr.finalDisplayedUrl.endsWith(new URL(url).pathname)) {
    throw new Error(`Lighthouse ${profile} on ${url} ended on ${lhr.finalDisplayedUrl}`);
  }
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const failing = ['performance', 'accessibility'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id]!)
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ''}`),
  );
  return {
    page: name,
    profile,
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
    failing,
  };
}

/**
 * The landing, login and dashboard pages' first visits: bytes transferred per type (Playwright)
 * and Lighthouse's performance and accessibility, mobile (its default) and desktop, all against
 * Debian's chromium on loopback. Throws (the bench fails) when it cannot run.
 */
export async function measurePages(
  base: string,
  log: (line: string) => void,
): Promise<{ weights: PageWeight[]; scores: LighthouseScore[] }> {
  if (!existsSync(CHROMIUM)) throw new Error(`no chromium at ${CHROMIUM}: apt-get install -y chromium`);
  const weights: PageWeight[] = [];
  const scores: LighthouseScore[] = [];
  for (const target of PAGES) {
    // A fresh profile per page: an empty cache, as a first visit has.
    const profileDir = mkdtempSync(path.join(tmpdir(), 'efile-bench-chromium-'));
    const port = await freePort();
    const context = await chromium.launchPersistentContext(profileDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      extraHTTPHeaders: { 'Accept-Encoding': ACCEPT_ENCODING },
      viewport: { width: 412, height: 823 },
    });
    try {
      const setup = context.pages()[0] ?? (await context.newPage());
      await prepare(setup, base, target.signedIn);
      // Only the visit is weighed: empty the cache the preparation filled.
      const cdp = await context.newCDPSession(setup);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      weights.push(await weigh(context, base, target));
      for (const profile of ['mobile', 'desktop'] as const) {
        log(`  lighthouse ${profile} ${target.path} …`);
        scores.push(await audit(`${base}${target.path}`, port, profile, target.name));
      }
    } finally {
      await context.close();
      rmSync(profileDir, { recursive: true, force: true });
    }
  }
  return { weights, scores };
}

/** Prints the figures against the issue's targets; returns the targets missed (said loudly). */
export function printPages(
  { weights, scores }: { weights: PageWeight[]; scores: LighthouseScore[] },
  log: (line: string) => void,
): string[] {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
  const missed: string[] = [];
  log('page        JS KB   CSS KB  font KB   img KB other KB  total KB  requests');
  for (const w of weights) {
    const { js, css, font, image, other } = w.bytes;
    log(
      `${w.page.padEnd(10)} ${kb(js)}  ${kb(css)}  ${kb(font)}  ${kb(image)}  ${kb(other)}  ${kb(w.total)}  ${String(w.requests).padStart(8)}`,
    );
    // The issue's JavaScript target is the landing page's (the first visit of everyone).
    if (w.page === 'landing' && js > TARGETS.js) missed.push(`${w.page}: JS ${kb(js).trim()} KB > 100 KB`);
    // Issue 26: an English first visit carries no Spanish (the catalogue loads only when chosen).
    if (w.spanish.length > 0) missed.push(`${w.page}: carries Spanish: ${w.spanish.join(', ')}`);
    if (css > TARGETS.css) missed.push(`${w.page}: CSS ${kb(css).trim()} KB > 30 KB`);
  }
  log('\npage       profile  performance  accessibility  LCP ms  TBT ms');
  for (const s of scores) {
    log(
      `${s.page.padEnd(10)} ${s.profile.padEnd(8)} ${String(s.performance).padStart(11)}  ${String(s.accessibility).padStart(13)}  ${String(s.lcpMs).padStart(6)}  ${String(s.tbtMs).padStart(6)}`,
    );
    if (s.failing.length > 0) log(`             below 0.9: ${s.failing.join(', ')}`);
    if (s.profile === 'mobile' && s.performance < TARGETS.performance) {
      missed.push(`${s.page}: Lighthouse mobile performance ${s.performance} < 90`);
    }
    if (s.accessibility < TARGETS.accessibility) {
      missed.push(`${s.page} (${s.profile}): Lighthouse accessibility ${s.accessibility} < 100`);
    }
  }
  log(
    missed.length === 0
      ? '\nall page targets met (landing JS ≤ 100 KB without the Spanish catalogue, CSS ≤ 30 KB, mobile performance ≥ 90, accessibility 100)'
      : `\n*** TARGETS MISSED ***\n  ${missed.join('\n  ')}`,
  );
  return missed;
}
