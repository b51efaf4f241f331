import { startPaymentSandbox } from './index';

function fail(message: string): never {
  console.error(`payment sandbox: ${message}`);
  process.exit(1);
}

function readPort(value: string | undefined): number {
  if (value === undefined || value === '') return 8081;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    fail(`PAYMENT_SANDBOX_PORT must be 0 to 65535, not "${value}"`);
  return port;
}

const missing = ['PAYMENT_API_KEY', 'PAYMENT_SIGNING_SECRET'].filter((name) => !process.env[name]);
if (missing.length > 0) fail(`set ${missing.join(' and ')} (the portal must use the same values)`);

const sandbox = await startPaymentSandbox({
  host: process.env.PAYMENT_SANDBOX_HOST || '127.0.0.1',
  port: readPort(process.env.PAYMENT_SANDBOX_PORT),
  apiKey: process.env.PAYMENT_API_KEY ?? '',
  signingSecret: process.env.PAYMENT_SIGNING_SECRET ?? '',
});
console.log(`Payment sandbox listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
