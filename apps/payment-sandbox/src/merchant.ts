import { MESSAGE_VERSION, verifyAnswer, type VerifyAnswer } from '@efile/contracts/payment-protocol';

/** Where the merchant (the portal) takes the provider's calls: set in the merchant's profile. */
export interface MerchantUrls {
  verifyUrl: string;
  notifyUrl: string;
}

export interface Merchant {
  urls: MerchantUrls | undefined;
  /** Step 2: may this remittance be paid, how much, where to return; null when unreachable. */
  verify(remittanceId: string): Promise<VerifyAnswer | null>;
}

const TIMEOUT_MS = 5_000;

export function createMerchant(
  applicationId: string,
  securityId: string,
  urls: MerchantUrls | undefined,
): Merchant {
  const merchant: Merchant = {
    urls,
    async verify(remittanceId) {
      if (!merchant.urls) return null;
      try {
        const response = await fetch(merchant.urls.verifyUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({
            application_id: applicationId,
            message_version: MESSAGE_VERSION,
            remittance_id: remittanceId,
            security_id: securityId,
          }).toString(),
          redirect: 'manual',
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        if (!response.ok) return null;
        const parsed = verifyAnswer.safeParse(await response.json());
        if (!parsed.success || parsed.data.remittance_id !== remittanceId) return null;
        return parsed.data;
      } catch {
        return null;
      }
    },
  };
  return merchant;
}
