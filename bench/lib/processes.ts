import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../apps/server/src/main.ts', import.meta.url));

/**
 * BENCH_PROCESSES > 1 (ADR 0065): the production entry with API_PROCESSES=N on DATABASE_URL (already
 * migrated and seeded by the bench), as a child; resolves with its address once every process
 * listens. No mail, no reminders, no reconciliation: the bench measures requests.
 */
export async function startProcesses(
  databaseUrl: string,
  processes: number,
  env: Record<string, string> = {},
): Promise<{ url: string; close(): Promise<void> }> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: '0',
      DATABASE_URL: databaseUrl,
      API_PROCESSES: String(processes),
      SEED_ON_START: 'false',
      SIGNIN_RATE_LIMIT_PER_MINUTE: '1000000',
      PAYMENT_PROVIDER_URL: 'http://127.0.0.1:9',
      PAYMENT_SECURITY_ID: 'bench-0123456789abcdef',
      MAIL_WORKER: 'false',
      REMINDERS: 'off',
      PAYMENT_RECONCILE_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // Warnings and errors of the processes (LOG_LEVEL=warn) reach the bench's stderr.
      for (const line of chunk.toString().split('\n'))
        if (line.startsWith('{')) process.stderr.write(`${line}\n`);
      const found = /eFile is running at (http:\/\/\S+)/.exec(out)?.[1];
      if (found) resolve(found);
    });
    child.once('exit', (code) =>
      reject(new Error(`API processes ended (${code}) before listening:\n${out}`)),
    );
  });
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
