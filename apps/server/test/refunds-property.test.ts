import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  refundClaimsApi,
  type AccountLedger,
  type CityTaxForm,
  type RefundClaimList,
} from '@efile/contracts';
import { ledgerEntries, refundClaims } from '../src/db/schema';
import { ALL_NO as NO, LINNDALE_W2 } from './support/forms';
import { addIndividual } from './support/ledger';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, type Client } from './support/test-app';

/** Runs per engine: REFUND_PROPERTY_RUNS (CI default modest). */
const RUNS = Number(process.env.REFUND_PROPERTY_RUNS ?? 8);
const byId = (path: string, id: number) => path.replace(':id', String(id));

/** A history: the tax withheld, how the overpayment is split, and who does what, some at once. */
const history = fc.record({
  withheldDollars: fc.integer({ min: 300, max: 3_000 }),
  refundShare: fc.integer({ min: 0, max: 100 }),
  method: fc.constantFrom('check' as const, 'direct-deposit' as const),
  refuse: fc.boolean(),
  approvers: fc.integer({ min: 1, max: 3 }),
  batches: fc.integer({ min: 1, max: 3 }),
  giveUp: fc.boolean(),
});

/**
 * Issue 27 (Done when): over random histories the year's balance is what the engine computed,
 * refunds and credits never exceed what was paid, and each claim is paid at most once however many
 * approvals and batches race.
 */
describe.each(engines)('refund properties on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let staff: string[];

  it('signs staff in', async () => {
    client = server.client();
    staff = [];
    for (const role of ['clerk', 'supervisor', 'administrator'] as const) {
      const s = await addStaff(server, role);
      staff.push(await staffSignIn(client, s.username, s.secret));
    }
  });

  it('the ledger says what the engine says; nothing is paid twice or beyond what was paid', async () => {
    await fc.assert(
      fc.asyncProperty(history, async (h) => {
        const taxpayerId = await addIndividual(server.db);
        const token = await client.signIn(await server.addUser('refprop', { links: [taxpayerId] }));
        await client.post(api.efileQuestions, { ...NO, under18AtYearEnd: false }, { token });
        await client.post(
          api.formW2,
          {
            ...LINNDALE_W2,
            locality: 'Cleveland',
            medicareWages: 1_000_000,
            localWages: 1_000_000,
            localTaxWithheld: h.withheldDollars * 100,
          },
          { token },
        );
        const form = (await client.get(api.annualReturn, { token })).json<CityTaxForm>();
        if (!form.calculation.ok) throw new Error('no calculation');
        const overpayment = form.calculation.overpayment;
        expect(overpayment).toBe(Math.max(0, h.withheldDollars * 100 - 25_000));
        const refund = Math.floor((overpayment * h.refundShare) / 100);
        const claim = {
          refundCents: refund < 1_000 ? 0 : refund,
          creditCents: overpayment - (refund < 1_000 ? 0 : refund),
          ...(refund >= 1_000 ? { method: h.method } : {}),
          ...(refund >= 1_000 && h.method === 'direct-deposit'
            ? { bank: { routingNumber: '021000021', accountNumber: '12345678', accountType: 'savings' } }
            : {}),
        };
        const filed = await client.post(
          api.fileAnnualReturn,
          h.giveUp ? { agreement: true, waiveOverpayment: overpayment } : { agreement: true, claim },
          { token },
        );
        expect(filed.statusCode, filed.body).toBe(200);
        const balance = async () =>
          (await client.get(api.accountLedger, { token }))
            .json<AccountLedger>()
            .years.find((y) => y.taxYear === 2025)?.balance ?? 0;
        // Given up, the year is settled; claimed, the year holds the overpayment as a credit.
        expect(await balance()).toBe(h.giveUp ? 0 : -overpayment);
        if (h.giveUp) {
          // Nothing to claim from the account of a given-up overpayment.
          const claimable = (await client.get(refundClaimsApi.claimable, { token })).json<{
            years: unknown[];
          }>();
          expect(claimable.years).toEqual([]);
          return;
        }
        const [mine] = (await client.get(refundClaimsApi.mine, { token })).json<RefundClaimList>().claims;
        const id = mine!.id;
        if (h.refuse) {
          await client.post(
            byId(refundClaimsApi.staffRefuse, id),
            { reason: 'property' },
            { token: staff[1] },
          );
        } else {
          // Enough approvals race for a claim that needs two (clerk, supervisor, administrator).
          for (let round = 0; round < 2; round += 1)
            await Promise.all(
              staff
                .slice(0, h.approvers)
                .map((who) => client.post(byId(refundClaimsApi.staffApprove, id), undefined, { token: who })),
            );
          await Promise.all(
            Array.from({ length: h.batches }, () =>
              client.post(refundClaimsApi.staffBatches, undefined, { token: staff[1] }),
            ),
          );
        }
        const entries = await server.db
          .select()
          .from(ledgerEntries)
          .where(eq(ledgerEntries.sourceId, String(id)));
        const out = (kind: string) =>
          entries.filter((e) => e.kind === kind && e.taxYear === 2025).reduce((t, e) => t + e.amountCents, 0);
        const [row] = await server.db.select().from(refundClaims).where(eq(refundClaims.id, id));
        expect(entries.filter((e) => e.kind === 'refund').length).toBeLessThanOrEqual(1);
        // Never more than was paid: refunds (less the interest the agency added) and credits moved.
        expect(out('refund') + out('refund.interest') + out('credit.transfer')).toBeLessThanOrEqual(
          overpayment,
        );
        if (row!.status === 'sent') expect(await balance()).toBe(0);
        if (row!.status === 'refused') expect(await balance()).toBe(-overpayment);
        if (row!.status === 'approved') expect(await balance()).toBe(row!.offsetCents - row!.refundCents);
      }),
      { numRuns: RUNS },
    );
  });
});
