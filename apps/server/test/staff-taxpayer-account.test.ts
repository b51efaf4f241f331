import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, ProblemCode, staffApi, type StaffTaxpayerAccount } from '@efile/contracts';
import { auditEvents, mailOutbox, sessions, users, userTaxpayers } from '../src/db/schema';
import { addStaff, demoStaffOf, staffSignIn } from './support/staff';
import { newDraft, newTaxpayer, newUploadedFile, newWebAccount } from './support/staff-account';
import { TestServer, engines, expectProblem, type Client } from './support/test-app';

const REASON = 'taxpayer called, identity checked';
const q = `reason=${encodeURIComponent(REASON)}`;
const userPath = (path: string, id: number) => path.replace(':id', String(id));

describe.each(engines)('the console’s taxpayer account and account help on $name (issue 16)', (engine) => {
  const server = TestServer.setup(engine);

  /** A fresh clerk (its own TOTP step) signed in. */
  async function clerk(client: Client): Promise<string> {
    const staff = await addStaff(server, 'clerk');
    return staffSignIn(client, staff.username, staff.secret);
  }

  const view = async (client: Client, token: string, taxpayerId: string) => {
    const res = await client.get(`${staffApi.taxpayer.replace(':id', taxpayerId)}?${q}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffTaxpayerAccount>();
  };

  const lastStaffEvent = async (action: string) => {
    const [row] = await server.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, action))
      .orderBy(desc(auditEvents.id))
      .limit(1);
    return row;
  };

  it('shows the account (ledger, filings, web accounts) with the federal ID as its last four, audited', async () => {
    const client = server.client();
    const token = await clerk(client);
    const res = await client.get(`${staffApi.taxpayer.replace(':id', '100094')}?${q}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).not.toContain('900000094');
    const body = res.json<StaffTaxpayerAccount>();
    expect(body.taxpayer).toMatchObject({
      taxpayerId: '100094',
      name: 'Ada Account',
      federalIdLast4: '0094',
    });
    expect(body.account.forms.length).toBeGreaterThan(0);
    expect(body.account.payments.length).toBeGreaterThan(0);
    expect(body.webAccounts).toEqual([
      expect.objectContaining({ username: 'ada.account', state: 'active', isPrimary: true }),
    ]);
    const event = await lastStaffEvent('staff.taxpayer.viewed');
    expect(event).toMatchObject({ taxpayerId: '100094', chain: 'staff', details: { reason: REASON } });
    // The next view lists that read in the taxpayer's audit trail.
    const again = await view(client, token, '100094');
    expect(again.audit[0]).toMatchObject({
      action: 'staff.taxpayer.viewed',
      staffUsername: expect.any(String),
    });
  });

  it('refuses a read without a reason, and answers 404 for an unknown taxpayer', async () => {
    const client = server.client();
    const token = await clerk(client);
    expect((await client.get(staffApi.taxpayer.replace(':id', '100094'), { token })).statusCode).toBe(400);
    expectProblem(
      await client.get(`${staffApi.taxpayer.replace(':id', '999998')}?${q}`, { token }),
      404,
      ProblemCode.NotFound,
    );
  });

  it("prints a filed form's PDF for its own taxpayer only, audited", async () => {
    const client = server.client();
    const token = await clerk(client);
    const form = (await view(client, token, '100094')).account.forms[0]!;
    const pdf = (taxpayerId: string) =>
      `${staffApi.taxpayerFormPdf.replace(':id', taxpayerId).replace(':formId', String(form.id))}?${q}`;
    const res = await client.get(pdf('100094'), { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await lastStaffEvent('staff.taxpayer.form-printed')).toMatchObject({
      taxpayerId: '100094',
      details: { reason: REASON, formId: form.id },
    });
    expectProblem(await client.get(pdf('100001'), { token }), 404, ProblemCode.MissingTaxForm);
  });

  it("lists a taxpayer's uploaded files and hands one over, only for its own taxpayer, audited", async () => {
    const client = server.client();
    const token = await clerk(client);
    const [ada] = await server.db.select().from(users).where(eq(users.username, 'ada.account'));
    const fileId = await newUploadedFile(server, '100094', ada!.id);
    expect((await view(client, token, '100094')).files).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: fileId, name: 'w2 copy.pdf' })]),
    );
    const file = (taxpayerId: string) =>
      `${staffApi.taxpayerFile.replace(':id', taxpayerId).replace(':fileId', String(fileId))}?${q}`;
    const res = await client.get(file('100094'), { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('w2%20copy.pdf');
    expect(res.body).toContain('a W-2 copy');
    expect(await lastStaffEvent('staff.taxpayer.file-read')).toMatchObject({
      taxpayerId: '100094',
      details: { reason: REASON, fileId },
    });
    expectProblem(await client.get(file('100001'), { token }), 404, ProblemCode.NotFound);
  });

  it('a locked-out web account shows as locked until a clerk unlocks it; then it signs in', async () => {
    const client = server.client();
    const token = await clerk(client);
    const taxpayerId = await newTaxpayer(server);
    const user = await newWebAccount(server, taxpayerId);
    for (let i = 0; i < 5; i += 1) await client.signInResponse(user.username, 'Wrong password 1!');
    expect((await view(client, token, taxpayerId)).webAccounts[0]!.state).toBe('locked');
    expect((await client.signInResponse(user.username)).statusCode).not.toBe(200);
    const res = await client.post(
      userPath(staffApi.unlockTaxpayerUser, user.id),
      { reason: REASON },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await view(client, token, taxpayerId)).webAccounts[0]!.state).toBe('active');
    expect((await client.signInResponse(user.username)).statusCode).toBe(200);
  });

  it('resends the registration e-mail through the outbox to an account waiting for it, only', async () => {
    const client = server.client();
    const token = await clerk(client);
    const taxpayerId = await newTaxpayer(server);
    const waiting = await newWebAccount(server, taxpayerId, { password: false });
    expect((await view(client, token, taxpayerId)).webAccounts[0]!.state).toBe('pending-confirmation');
    const res = await client.post(
      userPath(staffApi.resendConfirmation, waiting.id),
      { reason: REASON },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    const mail = await server.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.toAddress, `${waiting.username}@example.com`),
          eq(mailOutbox.template, 'registration'),
        ),
      );
    expect(mail).toHaveLength(1);
    expect(await lastStaffEvent('staff.taxpayer-user.confirmation-resent')).toMatchObject({
      userId: waiting.id,
      taxpayerId,
      details: { reason: REASON },
    });
    const active = await newWebAccount(server, await newTaxpayer(server));
    expectProblem(
      await client.post(userPath(staffApi.resendConfirmation, active.id), { reason: REASON }, { token }),
      409,
      ProblemCode.Conflict,
    );
  });

  it('marks an account inactive: its session ends and it cannot sign in', async () => {
    const client = server.client();
    const token = await clerk(client);
    const taxpayerId = await newTaxpayer(server);
    const user = await newWebAccount(server, taxpayerId);
    const taxpayerToken = await client.signIn(user.username);
    const res = await client.post(
      userPath(staffApi.deactivateTaxpayerUser, user.id),
      { reason: REASON },
      { token },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await client.get(api.taxpayerInfo, { token: taxpayerToken })).statusCode).toBe(401);
    expect((await client.signInResponse(user.username)).statusCode).not.toBe(200);
    expect((await view(client, token, taxpayerId)).webAccounts[0]!.state).toBe('inactive');
    expect(await lastStaffEvent('staff.taxpayer-user.deactivated')).toMatchObject({ userId: user.id });
    expectProblem(
      await client.post(userPath(staffApi.deactivateTaxpayerUser, user.id), { reason: REASON }, { token }),
      409,
      ProblemCode.Conflict,
    );
  });

  it('moves a web account to another taxpayer, not while a form is in progress nor onto an owned one', async () => {
    const client = server.client();
    const token = await clerk(client);
    const from = await newTaxpayer(server);
    const to = await newTaxpayer(server);
    const user = await newWebAccount(server, from);
    const session = await client.signIn(user.username);
    const move = (toTaxpayerId: string) =>
      client.post(
        userPath(staffApi.moveTaxpayerUser, user.id),
        { reason: REASON, fromTaxpayerId: from, toTaxpayerId },
        { token },
      );
    // Onto a taxpayer that has its own account: refused.
    expectProblem(await move('100094'), 409, ProblemCode.Conflict);
    await newDraft(server, from);
    expectProblem(await move(to), 409, ProblemCode.Conflict);
    // Without the draft (another account on a clean taxpayer) it moves.
    const clean = await newTaxpayer(server);
    const other = await newWebAccount(server, clean);
    const moved = await client.post(
      userPath(staffApi.moveTaxpayerUser, other.id),
      { reason: REASON, fromTaxpayerId: clean, toTaxpayerId: to },
      { token },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const links = await server.db.select().from(userTaxpayers).where(eq(userTaxpayers.userId, other.id));
    expect(links.map((l) => [l.taxpayerId, l.isPrimary])).toEqual([[to, true]]);
    expect((await view(client, token, to)).webAccounts.map((a) => a.username)).toEqual([other.username]);
    expect(await lastStaffEvent('staff.taxpayer-user.moved')).toMatchObject({
      userId: other.id,
      details: { reason: REASON, from: clean, to },
    });
    // The refused account still has its session; the moved one's sessions ended.
    expect((await client.get(api.taxpayerInfo, { token: session })).statusCode).toBe(200);
    const live = await server.db.select().from(sessions).where(eq(sessions.userId, other.id));
    expect(live.every((s) => s.revokedAt)).toBe(true);
  });

  it("unlinks a business from a business user's account, not an individual's own taxpayer", async () => {
    const client = server.client();
    const token = await clerk(client);
    const business = await newTaxpayer(server, { business: true });
    const owner = await newWebAccount(server, business, { business: true });
    const unlink = (userId: number, taxpayerId: string) =>
      client.post(userPath(staffApi.unlinkBusiness, userId), { reason: REASON, taxpayerId }, { token });
    const res = await unlink(owner.id, business);
    expect(res.statusCode, res.body).toBe(200);
    expect(await server.db.select().from(userTaxpayers).where(eq(userTaxpayers.userId, owner.id))).toEqual(
      [],
    );
    expect(await lastStaffEvent('staff.taxpayer-user.business-unlinked')).toMatchObject({
      userId: owner.id,
      taxpayerId: business,
    });
    expectProblem(await unlink(owner.id, business), 404, ProblemCode.NotFound);
    const individual = await newTaxpayer(server);
    const person = await newWebAccount(server, individual);
    expectProblem(await unlink(person.id, individual), 409, ProblemCode.Conflict);
  });

  it('the auditor reads the account but every account-help action is refused (403)', async () => {
    const client = server.client();
    const auditor = demoStaffOf('auditor');
    const token = await staffSignIn(client, auditor.username, auditor.totpSecret);
    await view(client, token, '100094');
    const [ada] = await server.db.select().from(users).where(eq(users.username, 'ada.account'));
    for (const path of [
      staffApi.unlockTaxpayerUser,
      staffApi.resendConfirmation,
      staffApi.deactivateTaxpayerUser,
    ]) {
      expectProblem(
        await client.post(userPath(path, ada!.id), { reason: REASON }, { token }),
        403,
        ProblemCode.Forbidden,
      );
    }
    expect((await view(client, token, '100094')).webAccounts[0]!.state).toBe('active');
  });
});
