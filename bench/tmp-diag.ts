import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startEfile } from './lib/servers';

const efile = await startEfile();
const dir = mkdtempSync(path.join(tmpdir(), 'diag-'));
const port = 9555;
const ctx = await chromium.launchPersistentContext(dir, { executablePath: '/usr/bin/chromium', args: [`--remote-debugging-port=${port}`, '--no-sandbox'] });
const p = ctx.pages()[0]!;
await p.goto(efile.url + '/'); await p.getByRole('button', { name: 'I Agree' }).click(); await p.waitForURL(/login/);
for (const [target, cfg] of [[process.argv[2] ?? '/landing', process.argv[3] === 'desktop' ? desktopConfig : undefined]] as const) {
  const r = await lighthouse(efile.url + target, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, extraHeaders: { 'Accept-Encoding': 'br, gzip' } }, cfg);
  const a = r!.lhr.audits;
  console.log(target, r!.lhr.categories.performance!.score);
  for (const id of ['first-contentful-paint','largest-contentful-paint','total-blocking-time','cumulative-layout-shift','speed-index','max-potential-fid']) console.log(id, a[id]!.displayValue);
  for (const id of ['layout-shifts','long-tasks','bootup-time','mainthread-work-breakdown','render-blocking-resources','largest-contentful-paint-element']) {
    console.log('==', id, a[id]!.displayValue ?? '', JSON.stringify((a[id]!.details as any)?.items?.slice(0, 8), (k, v) => (typeof v === 'number' ? Math.round(v) : v)).slice(0, 1500));
  }
}
await ctx.close(); await efile.close();
