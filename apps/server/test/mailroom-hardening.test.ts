import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  mailroomApi,
  type AccountLedger,
  type MailroomCheckPreview,
  type MailroomPosting,
} from '@efile/contracts';
import { ledgerEntries } from '../src/db/ledger-schema';
import { addIndividual, fileStatement } from './support/ledger';
import { addStaff, staffSignIn } from './support/staff';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

/**
 * Issue 22 item 5 and issue 23 item 6 (ADR 0046): a mailed check posts against a form the clerk can
 * name (its confirmation number, or one of the taxpayer's open items) and nothing else; the
 * approval threshold holds per recorder, taxpayer and agency day, also under concurrent requests;
 * check numbers are one check however they are written; a paper return never doubles a filed form.
 */
describe.each(engines)('the mailroom, hardened, on $name', (engine) => {
  const server = TestServer.setup(engine);
  let client: Client;
  let clerk: string;
  let otherClerk: string;
  let checkNumbers = 10_000;

  const check = (taxpayerId: string, extra: Record<string, unknown> = {}) => ({
    taxpayerId,
    taxYear: 2025,
    amountCents: 12_345,
    checkNumber: String(++checkNumbers),
    receivedOn: '2026-03-01',
    ...extra,
  });

  async function taxpayerWithAccount() {
    const taxpayerId = await addIndividual(server.db);
    const username = await server.addUser('hard', { links: [taxpayerId] });
    const token = await client.signIn(username);
    return { taxpayerId, token };
  }
  const ledgerOf = async (token: string) =>
    (await client.get(api.accountLedger, { token })).json<AccountLedger>();

  it('signs in', async () => {
    client = server.client();
    const a = await addStaff(server, 'clerk');
    const b = await addStaff(server, 'clerk');
    clerk = await staffSignIn(client, a.username, a.secret);
    otherClerk = await staffSignIn(client, b.username, b.secret);
  });

  describe('a check pays a form the clerk can name (issue 22 item 5)', () => {
    it('by the confirmation number typed from the stub: the form owes less, in My Account', async () => {
      const { taxpayerId, token } = await taxpayerWithAccount();
      const filed = await fileStatement(client, token, 2025, 130_750);
      const owed = (await ledgerOf(token)).forms.find((f) => f.id === filed.id)!.balance;
      // As a clerk types it: lower case, spaces around.
      const typed = ` ${filed.confirmationNumber.toLowerCase()} `;

      const preview = await client.post(
        mailroomApi.checkPreview,
        check(taxpayerId, { confirmationNumber: typed, amountCents: 20_000 }),
        { token: clerk },
      );
      expect(preview.statusCode, preview.body).toBe(200);
      expect(preview.json<MailroomCheckPreview>()).toMatchObject({
        taxpayer: { id: taxpayerId, name: `Ledger ${taxpayerId}` },
        form: {
          confirmationNumber: filed.confirmationNumber,
          formType: 'billing-statement',
          taxYear: 2025,
          period: null,
          balance: owed,
        },
        needsApproval: false,
      });

      const res = await client.post(
        mailroomApi.checks,
        check(taxpayerId, { confirmationNumber: typed, amountCents: 20_000 }),
        { token: clerk },
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json<MailroomPosting>()).toMatchObject({
        taxFormId: filed.id,
        confirmationNumber: filed.confirmationNumber,
        status: 'posted',
      });
      const after = await ledgerOf(token);
      expect(after.forms.find((f) => f.id === filed.id)!.balance).toBe(owed - 20_000);
      expect(after.payments.find((p) => p.method === 'MailedCheck')).toMatchObject({
        taxFormId: filed.id,
        confirmationNumber: filed.confirmationNumber,
      });
    });

    it("or chosen from the taxpayer's open items, shown with the taxpayer's name before posting", async () => {
      const { taxpayerId, token } = await taxpayerWithAccount();
      const a = await fileStatement(client, token, 2025, 40_000);
      const b = await fileStatement(client, token, 2024, 25_000);
      const preview = await client.post(mailroomApi.checkPreview, check(taxpayerId), { token: clerk });
      expect(preview.statusCode, preview.body).toBe(200);
      const shown = preview.json<MailroomCheckPreview>();
      expect(shown.taxpayer.name).toBe(`Ledger ${taxpayerId}`);
      expect(shown.form).toBeNull();
      expect(shown.openItems.map((i) => i.confirmationNumber).sort()).toEqual(
        [a.confirmationNumber, b.confirmationNumber].sort(),
      );
      expect(JSON.stringify(shown)).not.toMatch(/"id":\s*\d/);
      // Naming no form while the year has one open is refused: the money would pay no form.
      const none = await client.post(mailroomApi.checks, check(taxpayerId), { token: clerk });
      expect(expectProblem(none, 400, 'validation').errors?.confirmationNumber).toContain(
        a.confirmationNumber,
      );
      const chosen = await client.post(
        mailroomApi.checks,
        check(taxpayerId, { confirmationNumber: a.confirmationNumber }),
        { token: clerk },
      );
      expect(chosen.statusCode, chosen.body).toBe(201);
    });

    it("refuses anything else: unknown or another taxpayer's number, a form with no balance, an internal id", async () => {
      const { taxpayerId: mine, token: myToken } = await taxpayerWithAccount();
      const { token } = await taxpayerWithAccount();
      const theirs = await fileStatement(client, token, 2025, 10_000);
      const paid = await fileStatement(client, myToken, 2023, 5_000);
      const owed = (await ledgerOf(myToken)).forms.find((f) => f.id === paid.id)!.balance;
      const settled = await client.post(
        mailroomApi.checks,
        check(mine, { taxYear: 2023, confirmationNumber: paid.confirmationNumber, amountCents: owed }),
        { token: clerk },
      );
      expect(settled.statusCode, settled.body).toBe(201);
      const refused = async (body: Record<string, unknown>, field: string, text?: RegExp) => {
        for (const path of [mailroomApi.checkPreview, mailroomApi.checks]) {
          const res = await client.post(path, body, { token: clerk });
          const problem = expectProblem(res, 400, 'validation');
          expect(problem.errors, res.body).toHaveProperty(field);
          if (text) expect(problem.errors![field]).toMatch(text);
        }
      };
      await refused(check(mine, { confirmationNumber: 'BS2025-0000000000' }), 'confirmationNumber');
      await refused(check(mine, { confirmationNumber: theirs.confirmationNumber }), 'confirmationNumber');
      await refused(
        check(mine, { taxYear: 2023, confirmationNumber: paid.confirmationNumber }),
        'confirmationNumber',
        /nothing left to pay/,
      );
      // The internal id, as the old field and as a "confirmation number": never accepted.
      await refused(check(mine, { taxFormId: theirs.id }), 'taxFormId');
      await refused(check(mine, { confirmationNumber: String(paid.id) }), 'confirmationNumber');
      // An empty number is not "no form": the field is left out for that.
      await refused(check(mine, { confirmationNumber: '' }), 'confirmationNumber');
      const entries = await server.db.select().from(ledgerEntries).where(eq(ledgerEntries.taxpayerId, mine));
      expect(entries.filter((e) => e.kind === 'payment')).toHaveLength(1);
    });
  });

  describe('one person cannot post money alone (issue 23 item 6)', () => {
    it('five $1,000.00 checks by one clerk for one taxpayer in a day: one posts, four wait', async () => {
      const { taxpayerId, token } = await taxpayerWithAccount();
      const statuses = [];
      for (let i = 0; i < 5; i += 1) {
        const res = await client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 100_000 }), {
          token: clerk,
        });
        expect(res.statusCode, res.body).toBe(201);
        statuses.push(res.json<MailroomPosting>().status);
      }
      expect(statuses).toEqual(['posted', 'pending', 'pending', 'pending', 'pending']);
      expect((await ledgerOf(token)).total.balance).toBe(-100_000);
      // Another clerk's own day with the taxpayer is their own sum.
      const other = await client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 60_000 }), {
        token: otherClerk,
      });
      expect(other.json<MailroomPosting>().status).toBe('posted');
    });

    it('five $1,000.00 checks recorded at once: at most $1,000.00 posts without approval', async () => {
      const { taxpayerId, token } = await taxpayerWithAccount();
      const results = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.post(mailroomApi.checks, check(taxpayerId, { amountCents: 100_000 }), { token: clerk }),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
      const statuses = results.map((r) => r.json<MailroomPosting>().status).sort();
      expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending', 'posted']);
      expect((await ledgerOf(token)).total.balance).toBe(-100_000);
    });

    it('check numbers are one check however written; letters are refused with a message', async () => {
      const { taxpayerId } = await taxpayerWithAccount();
      const first = await client.post(mailroomApi.checks, check(taxpayerId, { checkNumber: '7001' }), {
        token: clerk,
      });
      expect(first.statusCode, first.body).toBe(201);
      for (const written of ['07001', '0007001', '70-01', '7001-', ' 7 001 ']) {
        const again = await client.post(mailroomApi.checks, check(taxpayerId, { checkNumber: written }), {
          token: clerk,
        });
        expect(expectProblem(again, 409, 'conflict').detail, written).toMatch(/7001/);
      }
      const letters = await client.post(mailroomApi.checks, check(taxpayerId, { checkNumber: '7OO1' }), {
        token: clerk,
      });
      expect(expectProblem(letters, 400, 'validation').errors?.checkNumber).toMatch(/digits/);

      // Written differently and sent at once: one is recorded.
      const { taxpayerId: other } = await taxpayerWithAccount();
      const raced = await Promise.all(
        ['8001', '08001', '80-01', '8001-'].map((n) =>
          client.post(mailroomApi.checks, check(other, { checkNumber: n }), { token: clerk }),
        ),
      );
      expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409]);
    });

    it('a paper return is refused where that form is filed online, and a period on an annual form', async () => {
      const { taxpayerId, token } = await taxpayerWithAccount();
      const filed = await fileStatement(client, token, 2024, 30_000);
      const paper = (extra: Record<string, unknown>) => ({
        taxpayerId,
        formType: 'billing-statement',
        taxYear: 2024,
        receivedOn: '2026-02-27',
        tax: { amountCents: 30_000, line: 'line 1' },
        ...extra,
      });
      const twice = await client.post(mailroomApi.paperReturns, paper({}), { token: clerk });
      expect(expectProblem(twice, 409, 'conflict').detail).toContain(filed.confirmationNumber);
      for (const period of ['2024-Q1', '2024-Q2']) {
        const periodic = await client.post(mailroomApi.paperReturns, paper({ period }), { token: clerk });
        expect(expectProblem(periodic, 400, 'validation').errors).toHaveProperty('period');
      }
      const annual = await client.post(
        mailroomApi.paperReturns,
        paper({ formType: 'annual-return', taxYear: 2025, period: '2025-Q1' }),
        { token: clerk },
      );
      expect(expectProblem(annual, 400, 'validation').errors).toHaveProperty('period');
      // A periodic form needs its period, of its tax year.
      const employer = (period: string | null) =>
        client.post(
          mailroomApi.paperReturns,
          paper({ formType: 'employers-return', taxYear: 2025, period }),
          { token: clerk },
        );
      expect(expectProblem(await employer(null), 400, 'validation').errors).toHaveProperty('period');
      expect(expectProblem(await employer('2024-M03'), 400, 'validation').errors).toHaveProperty('period');
      expect((await employer('2025-M03')).statusCode).toBe(201);
      const charged = await server.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.taxpayerId, taxpayerId), eq(ledgerEntries.sourceType, 'mailroom')));
      expect(charged.map((e) => e.amountCents)).toEqual([30_000]);
    });
  });
});
