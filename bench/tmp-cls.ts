import { chromium } from '@playwright/test';
import { startEfile } from './lib/servers';
const efile = await startEfile();
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const p = await b.newPage({ viewport: { width: 1350, height: 940 } });
await p.addInitScript(`
  window.rects = [];
  setInterval(function () { function q(sel) { var e = document.querySelector(sel); return e ? Math.round(e.getBoundingClientRect().top) + ':' + Math.round(e.getBoundingClientRect().height) : '-'; }
    var r = ['.usa-banner', '.efile-header', '.efile-main', '.efile-main > div', 'main'].map(q).join(' ');
    var rs = window.rects; if (!rs.length || rs[rs.length - 1].r !== r) rs.push({ t: Math.round(performance.now()), r: r, html: (document.querySelector('.efile-main') || {innerHTML: ''}).innerHTML.slice(0, 150) });
  }, 5);
  window.shifts = [];
  new PerformanceObserver(function (l) { l.getEntries().forEach(function (e) { window.shifts.push({ v: e.value, s: e.sources.map(function (x) { return (x.node && x.node.outerHTML ? x.node.outerHTML.slice(0, 60) : '') + JSON.stringify(x.previousRect) + JSON.stringify(x.currentRect); }) }); }); }).observe({ type: 'layout-shift', buffered: true });`);
await p.goto(efile.url + (process.argv[2] ?? '/landing'), { waitUntil: 'networkidle' });
await p.waitForTimeout(1000);
console.log(JSON.stringify(await p.evaluate(() => (window as any).shifts), null, 1));
await b.close(); await efile.close();
