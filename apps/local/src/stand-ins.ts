import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { api } from '@efile/contracts';
import { startPaymentSandbox, type PaymentSandbox } from '@efile/payment-sandbox';
import { DevMailbox, hostedPageProvider, type BuildOptions, type Config } from '@efile/server';
import type { Clock } from '@efile/tax';

/** What the launcher started in place of the agency's services, and how to stop it. */
export interface StandIns {
  payments: BuildOptions['payments'];
  mail: BuildOptions['mail'];
  /** Started when PAYMENT_PROVIDER_URL is unset. */
  sandbox: PaymentSandbox | undefined;
  /** Started when the mail worker is on and SMTP_URL is unset. */
  mailbox: DevMailbox | undefined;
  close(): Promise<void>;
}

/**
 * The services the configuration does not name, stood in for on this machine (ADR 0029): the
 * payment sandbox on its own port (its own origin), with a security id made for this process,
 * and a local SMTP mailbox on loopback. Whatever the configuration names is used as it is.
 */
export async function startStandIns(config: Config, clock: Clock): Promise<StandIns> {
  if (config.env === 'production') throw new Error('stand-ins are never started in production');
  let sandbox: PaymentSandbox | undefined;
  let payments: BuildOptions['payments'];
  if (config.payment.provider) {
    payments = {
      provider: hostedPageProvider(config.payment.provider),
      remittanceKey: config.payment.provider.securityId,
    };
  } else {
    const securityId = randomBytes(24).toString('base64url');
    const base = config.mail.publicUrl;
    sandbox = await startPaymentSandbox({
      host: config.host,
      port: config.payment.sandboxPort,
      now: () => clock.now(),
      applicationId: config.payment.applicationId,
      securityId,
      // The provider's page names the merchant the taxpayer pays (issue 14: not a made-up name).
      merchantName: 'Central Collection Agency',
      merchant: {
        verifyUrl: `${base}${api.paymentVerification}`,
        notifyUrl: `${base}${api.paymentNotification}`,
      },
    });
    payments = {
      provider: hostedPageProvider({
        url: sandbox.url,
        applicationId: config.payment.applicationId,
        securityId,
      }),
      remittanceKey: securityId,
    };
  }
  let mailbox: DevMailbox | undefined;
  if (config.mail.worker && !config.mail.smtpUrl) {
    mailbox = new DevMailbox(path.join(config.dataDir, 'mailbox'));
    await mailbox.start();
  }
  return {
    payments,
    mail: { smtpUrl: config.mail.smtpUrl, mailbox },
    sandbox,
    mailbox,
    async close() {
      await sandbox?.close();
      await mailbox?.stop();
    },
  };
}
