import { randomBytes } from 'node:crypto';
import { startPaymentSandbox, type PaymentSandbox } from '@efile/payment-sandbox';
import { api } from '@efile/contracts';
import type { Clock } from '@efile/tax';
import type { Config } from '../../src/config';
import { hostedPageProvider, type HandedPayments } from '../../src/modules/payments/provider';

/**
 * The payment sandbox for a test that pays (ADR 0029): the server's package does not depend on
 * it; the monorepo root declares it as a devDependency for these tests. Its merchant is the
 * portal at the config's PUBLIC_URL, its clock the app's.
 */
export async function startSandboxFor(
  config: Config,
  clock: Clock,
): Promise<{ sandbox: PaymentSandbox; payments: HandedPayments }> {
  const securityId = randomBytes(18).toString('base64url');
  const base = config.mail.publicUrl;
  const sandbox = await startPaymentSandbox({
    host: '127.0.0.1',
    port: 0,
    now: () => clock.now(),
    applicationId: config.payment.applicationId,
    securityId,
    merchant: {
      verifyUrl: `${base}${api.paymentVerification}`,
      notifyUrl: `${base}${api.paymentNotification}`,
    },
  });
  const provider = hostedPageProvider({
    url: sandbox.url,
    applicationId: config.payment.applicationId,
    securityId,
  });
  return { sandbox, payments: { provider, remittanceKey: securityId } };
}

export { startPaymentSandbox, type PaymentSandbox };
