import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, type ReminderSettings, type ReminderTokenStatus } from '@efile/contracts';
import { auditEvents, reminderOptOuts, reminderTokens, users } from '../src/db/schema';
import { hashToken, newToken } from '../src/lib/tokens';
import { addBusiness } from './support/businesses';
import { addIndividual } from './support/ledger';
import { TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('reminder e-mail settings on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function person(business = false) {
    const taxpayerId = business
      ? (await addBusiness(server.db, 'Settings Works LLC')).taxpayerId
      : await addIndividual(server.db);
    const username = await server.addUser('settings', { business, links: [taxpayerId] });
    const [user] = await server.db.select().from(users).where(eq(users.username, username));
    const token = await server.client().signIn(username);
    return { userId: user!.id, taxpayerId, token };
  }

  const settingsOf = async (token: string) => {
    const res = await server.client().get(api.reminderSettings, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<ReminderSettings>().kinds;
  };

  it('an individual reads and saves their own kinds; nobody else’s change', async () => {
    const me = await person();
    const them = await person();
    const client = server.client();
    expect(await settingsOf(me.token)).toEqual([
      { kind: 'annual-return', subscribed: true },
      { kind: 'estimate-installment', subscribed: true },
    ]);
    const saved = await client.put(
      api.reminderSettings,
      { kinds: [{ kind: 'annual-return', subscribed: false }] },
      { token: me.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<ReminderSettings>().kinds).toEqual([
      { kind: 'annual-return', subscribed: false },
      { kind: 'estimate-installment', subscribed: true },
    ]);
    expect(await settingsOf(me.token)).toEqual(saved.json<ReminderSettings>().kinds);
    expect((await settingsOf(them.token)).every((k) => k.subscribed)).toBe(true);
    const [event] = await server.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.userId, me.userId), eq(auditEvents.action, 'reminders.settings-changed')));
    expect(event?.details).toEqual({ changed: [{ kind: 'annual-return', subscribed: false }] });

    // Saving the same again changes nothing and writes no audit row; subscribing again removes the opt-out.
    await client.put(
      api.reminderSettings,
      { kinds: [{ kind: 'annual-return', subscribed: false }] },
      { token: me.token },
    );
    const events = () =>
      server.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.userId, me.userId), eq(auditEvents.action, 'reminders.settings-changed')));
    expect(await events()).toHaveLength(1);
    await client.put(
      api.reminderSettings,
      { kinds: [{ kind: 'annual-return', subscribed: true }] },
      { token: me.token },
    );
    expect(await events()).toHaveLength(2);
    expect(
      await server.db.select().from(reminderOptOuts).where(eq(reminderOptOuts.userId, me.userId)),
    ).toEqual([]);
  });

  it('never another’s: no id in the request, anonymous refused, kinds of whom one files as only', async () => {
    const me = await person();
    const them = await person();
    const client = server.client();
    expectProblem(await client.get(api.reminderSettings), 401, 'unauthenticated');
    expectProblem(
      await client.put(api.reminderSettings, { kinds: [{ kind: 'annual-return', subscribed: false }] }),
      401,
      'unauthenticated',
    );
    // A user or taxpayer named in the body or the query is refused or ignored: the session decides.
    for (const body of [
      { kinds: [{ kind: 'annual-return', subscribed: false }], userId: them.userId },
      { kinds: [{ kind: 'annual-return', subscribed: false }], taxpayerId: them.taxpayerId },
      { kinds: [{ kind: 'annual-return', subscribed: false, userId: them.userId }] },
    ])
      expectProblem(await client.put(api.reminderSettings, body, { token: me.token }), 400, 'validation');
    const query = await client.put(
      `${api.reminderSettings}?userId=${them.userId}&taxpayerId=${them.taxpayerId}`,
      { kinds: [{ kind: 'estimate-installment', subscribed: false }] },
      { token: me.token },
    );
    expect(query.statusCode, query.body).toBe(200);
    expect((await settingsOf(them.token)).every((k) => k.subscribed)).toBe(true);
    expect(await settingsOf(me.token)).toContainEqual({ kind: 'estimate-installment', subscribed: false });
    // An individual cannot set a business's kinds, nor a business user an individual's.
    expectProblem(
      await client.put(
        api.reminderSettings,
        { kinds: [{ kind: 'employers-return', subscribed: false }] },
        { token: me.token },
      ),
      400,
      'validation',
    );
    const biz = await person(true);
    expect((await settingsOf(biz.token)).map((k) => k.kind)).toEqual([
      'employers-return',
      'net-profit-installment',
      'business-annual-return',
    ]);
    expectProblem(
      await client.put(
        api.reminderSettings,
        { kinds: [{ kind: 'annual-return', subscribed: false }] },
        { token: biz.token },
      ),
      400,
      'validation',
    );
  });

  it("a link's token: its kind and state, unsubscribe, undo — the settings show the same", async () => {
    const me = await person();
    const token = newToken();
    await server.db.insert(reminderTokens).values({
      tokenHash: hashToken(token),
      userId: me.userId,
      kind: 'estimate-installment',
      createdAt: new Date(),
    });
    const client = server.client();
    const status = async () => {
      const res = await client.get(`${api.remindersToken}?token=${token}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<ReminderTokenStatus>();
    };
    expect(await status()).toEqual({ kind: 'estimate-installment', unsubscribed: false });
    // Opening the page (GET) twice changed nothing.
    expect(await status()).toEqual({ kind: 'estimate-installment', unsubscribed: false });
    // The page posts as the SPA does, without a session: the token is the proof.
    const off = await client.post(`${api.remindersUnsubscribe}?token=${token}`);
    expect(off.json()).toEqual({ kind: 'estimate-installment', unsubscribed: true });
    expect(await status()).toEqual({ kind: 'estimate-installment', unsubscribed: true });
    expect(await settingsOf(me.token)).toContainEqual({ kind: 'estimate-installment', subscribed: false });
    const undo = await client.post(`${api.remindersResubscribe}?token=${token}`);
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json()).toEqual({ kind: 'estimate-installment', unsubscribed: false });
    expect(await settingsOf(me.token)).toContainEqual({ kind: 'estimate-installment', subscribed: true });
    const actions = (await server.db.select().from(auditEvents).where(eq(auditEvents.userId, me.userId))).map(
      (e) => e.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['reminders.unsubscribed', 'reminders.resubscribed']));
    for (const url of [api.remindersToken, api.remindersResubscribe]) {
      const res =
        url === api.remindersToken
          ? await client.get(`${url}?token=${'x'.repeat(43)}`)
          : await client.post(`${url}?token=${'x'.repeat(43)}`);
      expectProblem(res, 404, 'not-found');
    }
  });
});
