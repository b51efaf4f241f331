import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '@efile/tax';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { T0, offlineServices, testConfig } from './support/test-app';

const taxpayerPage =
  '<!doctype html><html lang="en"><head><title>eFile</title></head><body>taxpayers</body></html>';
const staffPage =
  '<!doctype html><html lang="en"><head><meta name="robots" content="noindex"><title>console</title></head><body>staff</body></html>';

/** ADR 0036: the console's pages are the console's entry; every other page is the taxpayers'. */
describe('the console has its own entry page', () => {
  let dist: string;
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'efile-test-staff-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), taxpayerPage);
    writeFileSync(path.join(dist, 'staff.html'), staffPage);
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

  it.each(['/staff', '/staff/', '/staff/signin?next=%2Fstaff%2Ftaxpayers', '/staff/taxpayers/100001'])(
    '%s is the console, not indexed, never cached',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(staffPage);
      expect(res.headers['x-robots-tag']).toBe('noindex');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/dashboard', '/staffing', '/forms/staff'])('%s is the taxpayers’ app', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(taxpayerPage);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });

  it('an unknown staff API path is a problem, not a page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/staff/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/problem+json');
  });
});
