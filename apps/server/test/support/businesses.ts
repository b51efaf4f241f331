import { expect } from 'vitest';
import { api, TaxpayerType, type BusinessChangeResult } from '@efile/contracts';
import type { Db } from '../../src/db/client';
import { taxpayers } from '../../src/db/schema';
import { latestMail } from './mail';
import type { Client } from './test-app';

/** The e-mail on file of the demo businesses (where link codes go, ADR 0017). */
export const BUSINESS_EMAIL: Record<string, string> = {
  '200001': 'acme.owner@example.test',
  '200003': 'office@erie-shores.example.test',
  '200004': 'books@cc-advisors.example.test',
};

/** The code of the newest link-code message to the business's e-mail on file. */
export async function mailedCode(db: Db, taxpayerId: string): Promise<string> {
  const mail = await latestMail(db, BUSINESS_EMAIL[taxpayerId]!, 'einLinkCode');
  const code = /: ([0-9A-Z]{5}-[0-9A-Z]{5})\b/.exec(mail.textBody)?.[1];
  expect(code, mail.textBody).toBeDefined();
  return code!;
}

/**
 * Spec §2 search then add, and (ADR 0017) the code from the business's e-mail on file: what the
 * business's own people can do. Answers confirm-link's result.
 */
export async function linkWithCode(
  client: Client,
  db: Db,
  token: string,
  search: { ein: string; businessName: string },
  taxpayerId: string,
  filingAsTaxpayerId: string | null = null,
): Promise<BusinessChangeResult> {
  expect((await client.post(api.searchEin, search, { token })).statusCode).toBe(200);
  const added = await client.post(
    api.addEin,
    { filingAsTaxpayerId, taxpayerIdToModify: taxpayerId },
    { token },
  );
  expect(added.statusCode, added.body).toBe(200);
  expect(added.json<BusinessChangeResult>()).toMatchObject({ success: false, awaiting: 'code' });
  const code = await mailedCode(db, taxpayerId);
  const confirmed = await client.post(api.confirmEinLink, { taxpayerId, code }, { token });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return confirmed.json<BusinessChangeResult>();
}

let nextBusiness = 0;

/** The search that finds a business added by `addBusiness`. */
export const searchOf = (b: { ein: string; name1: string }) => ({ ein: b.ein, businessName: b.name1 });

/** A new business on the roll that nobody files for yet, with an e-mail on file. */
export async function addBusiness(
  db: Db,
  name1: string,
): Promise<{ taxpayerId: string; ein: string; name1: string }> {
  nextBusiness += 1;
  const taxpayerId = `29${String(nextBusiness).padStart(4, '0')}`;
  const ein = `36${String(nextBusiness).padStart(7, '0')}`;
  const email = `${taxpayerId}@business.example.test`;
  BUSINESS_EMAIL[taxpayerId] = email;
  await db.insert(taxpayers).values({
    id: taxpayerId,
    type: TaxpayerType.Business,
    name1,
    federalId: ein,
    streetAddress: '1 Test St',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    email,
  });
  return { taxpayerId, ein, name1 };
}
