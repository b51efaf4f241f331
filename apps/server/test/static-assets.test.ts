import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { T0, offlineServices, testConfig } from './support/test-app';

// A tiny built SPA: index.html, one hashed script with its brotli and gzip copies, one hashed
// stylesheet with only a gzip copy, and an unhashed file.
const script = `console.log(${JSON.stringify('eFile '.repeat(400))});\n`;
const style = `body { color: #1b1b1b; }\n`.repeat(100);
const html = '<!doctype html><html lang="en"><head><title>eFile</title></head><body></body></html>';

describe('the built SPA is served pre-compressed and cached by kind', () => {
  let dist: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'efile-test-web-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js'), script);
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets', 'index-XyZ789.css'), style);
    writeFileSync(path.join(dist, 'assets', 'index-XyZ789.css.gz'), gzipSync(style));
    database = await openDatabase({ dataDir: null });
    await migrate(database);
    const config = testConfig({ WEB_DIST: dist });
    app = await buildApp({ config, database, clock: fixedClock(T0), ...offlineServices(config) });
  });

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  const immutable = 'public, max-age=31536000, immutable';

  it('sends brotli to a browser that accepts it, with Vary and a year of immutable caching', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(script);
  });

  it('sends gzip to a browser that accepts gzip but not brotli', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(res.headers['cache-control']).toBe(immutable);
    expect(gunzipSync(res.rawPayload).toString()).toBe(script);
  });

  it('falls back to gzip when no brotli copy exists', async () => {
    const res = await get('/assets/index-XyZ789.css', 'br, gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(gunzipSync(res.rawPayload).toString()).toBe(style);
  });

  it('sends the file itself, still varying by encoding, to a client that accepts none', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(String(res.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe(immutable);
      expect(res.body).toBe(script);
    }
  });

  it('never serves the encoded copies under their own names', async () => {
    const res = await get('/assets/index-AbC123.js.br', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toBe(html);
  });

  it('index.html, for the root and any client route, and unhashed files are never cached', async () => {
    for (const url of ['/', '/dashboard', '/landing']) {
      const res = await get(url, 'br, gzip');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(html);
    }
    const logo = await get('/logo.svg', 'br, gzip');
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['cache-control']).toBe('no-cache');
  });

  it('an unknown asset is a page, not an immutable 404', async () => {
    const res = await get('/assets/missing-123.js', 'br');
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
