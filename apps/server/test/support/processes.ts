import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { waitFor } from './wait';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

/** An answer over HTTP: its status, headers and body. */
export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  json<T = unknown>(): T;
}

/**
 * A client whose one keep-alive connection is held by one API process (ADR 0065): node:cluster
 * hands each new connection to the next process, and the connection stays there. Every answer
 * must carry that process's X-Efile-Process (API_PROCESS_HEADER), or the request fails: a test
 * never believes it reached a process it did not.
 */
export class PinnedClient {
  private xsrf: string | undefined;

  private constructor(
    readonly base: string,
    private readonly agent: http.Agent,
    readonly slot: string,
  ) {}

  /** One client per API process, found by opening connections until each has answered one. */
  static async perProcess(base: string, count: number): Promise<PinnedClient[]> {
    const found = new Map<string, PinnedClient>();
    for (let attempt = 0; attempt < count * 10 && found.size < count; attempt += 1) {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      const res = await send(base, agent, 'GET', api.health, {});
      const slot = String(res.headers['x-efile-process'] ?? '');
      expect(slot, 'API_PROCESS_HEADER: every answer names its process').toMatch(/^\d+$/);
      if (found.has(slot)) agent.destroy();
      else found.set(slot, new PinnedClient(base, agent, slot));
    }
    expect([...found.keys()].sort(), 'a connection held by each API process').toHaveLength(count);
    return [...found.values()].sort((a, b) => Number(a.slot) - Number(b.slot));
  }

  close(): void {
    this.agent.destroy();
  }

  async request(
    method: 'GET' | 'POST' | 'PUT',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (method !== 'GET') {
      const xsrf = await this.xsrfToken();
      headers.cookie = `${XSRF_COOKIE}=${xsrf}`;
      headers[XSRF_HEADER] = xsrf;
    }
    const res = await send(this.base, this.agent, method, path, headers, options.body);
    expect(res.headers['x-efile-process'], `${method} ${path} answered by process ${this.slot}`).toBe(
      this.slot,
    );
    return res;
  }

  get(path: string, token?: string) {
    return this.request('GET', path, token ? { token } : {});
  }

  post(path: string, body?: unknown, token?: string) {
    return this.request('POST', path, { body, ...(token ? { token } : {}) });
  }

  /** Signs in (expecting success) and returns the bearer token. */
  async signIn(username: string, password: string): Promise<string> {
    const res = await this.post(api.signIn, { username, password });
    expect(res.status, res.body).toBe(200);
    return res.json<{ token: string }>().token;
  }

  private async xsrfToken(): Promise<string> {
    if (this.xsrf) return this.xsrf;
    const res = await this.get(api.health);
    const cookie = [res.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => new RegExp(`^${XSRF_COOKIE}=([^;]+)`).exec(c)?.[1])
      .find(Boolean);
    expect(cookie, 'an XSRF cookie from GET').toBeTruthy();
    this.xsrf = cookie!;
    return this.xsrf;
  }
}

function send(
  base: string,
  agent: http.Agent,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(path, base),
      {
        method,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text,
            json: <T>() => JSON.parse(text) as T,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The production entry (apps/server/src/main.ts) as a child process, and what it printed. */
export interface RunningServer {
  child: ChildProcess;
  base: string;
  output(): string;
  /** SIGTERM, then the exit code once every process has drained (fails after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<number | null>;
}

/** Starts main.ts with `env` on top of this process's and waits for its banner. */
export async function startServer(env: Record<string, string>, timeoutMs = 60_000): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (out += c.toString()));
  let exit: number | null | undefined;
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exit = code;
      resolve(code);
    }),
  );
  const base = await waitFor<string>(
    () => {
      if (exit !== undefined) throw new Error(`the server ended (${exit}) before it listened:\n${out}`);
      return /eFile is running at (http:\/\/\S+)/.exec(out)?.[1] ?? '';
    },
    { timeoutMs, everyMs: 100, what: 'the server to listen' },
  );
  return {
    child,
    base,
    output: () => out,
    async stop(stopTimeoutMs = 30_000) {
      if (exit !== undefined) return exit;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), stopTimeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}
