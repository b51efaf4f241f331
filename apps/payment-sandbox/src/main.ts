import { chaosFromEnv, startPaymentSandbox } from './index';

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

const missing = ['PAYMENT_SECURITY_ID', 'PAYMENT_MERCHANT_URL'].filter((name) => !process.env[name]);
if (missing.length > 0) fail(`set ${missing.join(' and ')} (the portal must use the same security id)`);
/** The portal's public URL: it takes the verify call and the notifications there. */
const merchantUrl = (process.env.PAYMENT_MERCHANT_URL ?? '').replace(/\/+$/, '');

const sandbox = await startPaymentSandbox({
  host: process.env.PAYMENT_SANDBOX_HOST || '127.0.0.1',
  port: readPort(process.env.PAYMENT_SANDBOX_PORT),
  ...(process.env.PAYMENT_APPLICATION_ID ? { applicationId: process.env.PAYMENT_APPLICATION_ID } : {}),
  securityId: process.env.PAYMENT_SECURITY_ID ?? '',
  merchant: {
    verifyUrl: `${merchantUrl}/api/payments/provider/verify`,
    notifyUrl: `${merchantUrl}/api/payments/notifications`,
  },
  chaos: chaosFromEnv(process.env),
});
console.log(`Payment sandbox listening on ${sandbox.url}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
