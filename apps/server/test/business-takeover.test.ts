import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  ProblemCode,
  api,
  type BusinessChangeResult,
  type FiledNetProfitEstimate,
  type LinkRequests,
} from '@efile/contracts';
import { taxpayers } from '../src/db/schema';
import { agencyDecide, openRequests } from '../src/modules/businesses/agency';
import { addBusiness, BUSINESS_EMAIL, mailedCode, searchOf } from './support/businesses';
import { latestMail, mailCount } from './support/mail';
import { HOUR, TestServer, engines, expectProblem, type Client } from './support/test-app';

/**
 * Issue 11 (High) "Any business account can take over any business", ADR 0017: the EIN and legal
 * name are on every W-2, so knowing them must not make a link.
 */
const NET_PROFIT = { cities: [{ city: 'Cleveland', netProfit: 12_000_000 }], agreement: true };

describe.each(engines)('taking over a business on $name', (engine) => {
  const server = TestServer.setup(engine);

  /** A business with an owner who filed a net profit estimate for it. */
  async function ownedBusiness(name: string) {
    const business = await addBusiness(server.db, name);
    const client = server.client();
    const owner = await server.addUser('owner', { business: true, links: [business.taxpayerId] });
    const token = await client.signIn(owner);
    const filed = await client.post(api.netProfitEstimate, NET_PROFIT, { token });
    expect(filed.statusCode, filed.body).toBe(201);
    return { business, owner, ownerToken: token, formId: filed.json<FiledNetProfitEstimate>().id };
  }

  async function outsider(client: Client = server.client()) {
    const username = await server.addUser('outsider', { business: true, links: [] });
    return { client, username, token: await client.signIn(username) };
  }

  const byId = (path: string, id: number) => path.replace(':id', String(id));
  const requestsOf = async (client: Client, token: string) =>
    (await client.get(api.einLinkRequests, { token })).json<LinkRequests>();

  it('an outsider who knows the EIN and legal name cannot link, read, print, pay or file', async () => {
    const { business, owner, formId } = await ownedBusiness('Takeover Target Inc');
    const { client, token } = await outsider();
    // The search still finds it (spec §2) …
    const found = await client.post(api.searchEin, searchOf(business), { token });
    expect(found.json()).toEqual([
      { taxpayerId: business.taxpayerId, ein: business.ein, name1: business.name1, name2: null },
    ]);
    // … but add only opens a request; nothing is linked and the session files as nobody.
    const added = await client.post(
      api.addEin,
      { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId },
      { token },
    );
    expect(added.json<BusinessChangeResult>()).toEqual({
      success: false,
      newTaxpayerCount: 0,
      userToken: null,
      awaiting: 'code',
    });
    expect((await client.get(api.einsForUser, { token })).json()).toEqual([]);
    expectProblem(
      await client.post(api.einChanged, { taxpayerId: business.taxpayerId }, { token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    // The code went to the business's e-mail on file, not to the outsider; the owner was told.
    expect(await mailCount(server.db, BUSINESS_EMAIL[business.taxpayerId]!, 'einLinkCode')).toBe(1);
    const told = await latestMail(server.db, `${owner}@example.test`, 'einLinkRequested');
    expect(told.textBody).toContain('They cannot file for it, or see its forms, until you or the Central');

    // Guessing the code: five wrong tries, then even the right one is refused.
    for (let i = 0; i < 5; i++) {
      const wrong = await client.post(
        api.confirmEinLink,
        { taxpayerId: business.taxpayerId, code: 'AAAAA-AAAAA' },
        { token },
      );
      expect(expectProblem(wrong, 400, ProblemCode.Validation).errors).toEqual({
        code: 'This code is not correct.',
      });
    }
    const code = await mailedCode(server.db, business.taxpayerId);
    expectProblem(
      await client.post(api.confirmEinLink, { taxpayerId: business.taxpayerId, code }, { token }),
      429,
      ProblemCode.TooManyAttempts,
    );

    // Read, print, pay, file: all refused.
    for (const res of [
      await client.get(byId(api.paymentInfo, formId), { token }),
      await client.get(byId(api.formPdf, formId), { token }),
      await client.post(byId(api.initiatePayment, formId), undefined, { token }),
      await client.post(byId(api.noPayment, formId), undefined, { token }),
      await client.post(api.netProfitEstimate, NET_PROFIT, { token }),
    ]) {
      expectProblem(res, 403, ProblemCode.NotAuthorizedToFile);
    }
    expectProblem(
      await client.get(`${api.taxpayerInfo}?id=${business.taxpayerId}`, { token }),
      403,
      ProblemCode.NotAuthorizedToFile,
    );
    // Nor can the outsider approve their own request.
    const [mine] = (await requestsOf(client, token)).mine;
    expect(mine).toMatchObject({ taxpayerId: business.taxpayerId, awaiting: 'code' });
  });

  it('a proven request waits for a linked user; approved, it sees only forms filed from then', async () => {
    const { business, owner, formId } = await ownedBusiness('Approval Needed LLC');
    // An hour after the estimate was filed, so it is older than the link.
    const later = await server.clientAt(HOUR);
    const owners = later;
    const ownerToken = await later.signIn(owner);
    const { token, username } = await outsider(later);
    const asked = await later.post(
      api.addEin,
      { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId },
      { token },
    );
    expect(asked.statusCode, asked.body).toBe(200);
    const proven = await later.post(
      api.confirmEinLink,
      { taxpayerId: business.taxpayerId, code: await mailedCode(server.db, business.taxpayerId) },
      { token },
    );
    expect(proven.json<BusinessChangeResult>()).toMatchObject({ success: false, awaiting: 'approval' });
    expect((await later.get(api.einsForUser, { token })).json()).toEqual([]);

    // The requester cannot decide it; a stranger to the business cannot see or decide it.
    const listed = await requestsOf(owners, ownerToken);
    expect(listed.toDecide).toEqual([
      expect.objectContaining({
        username,
        email: `${username}@example.test`,
        business: expect.objectContaining({ taxpayerId: business.taxpayerId }),
      }),
    ]);
    const requestId = listed.toDecide[0]!.requestId;
    const decision = { requestId, approve: true };
    expectProblem(await later.post(api.decideEinLink, decision, { token }), 404, ProblemCode.NotFound);
    const stranger = await outsider();
    expect((await requestsOf(stranger.client, stranger.token)).toDecide).toEqual([]);
    expectProblem(
      await stranger.client.post(api.decideEinLink, decision, { token: stranger.token }),
      404,
      ProblemCode.NotFound,
    );

    const approved = await owners.post(api.decideEinLink, decision, { token: ownerToken });
    expect(approved.statusCode, approved.body).toBe(204);
    expect((await later.get(api.einsForUser, { token })).json()).toEqual([
      expect.objectContaining({ taxpayerId: business.taxpayerId }),
    ]);
    expect((await latestMail(server.db, `${username}@example.test`, 'einLinkDecided')).subject).toBe(
      `Your request to file for ${business.name1} (EIN ${business.ein}) was approved`,
    );
    expect((await latestMail(server.db, `${owner}@example.test`, 'einLinked')).subject).toContain(username);
    // Linked and filing as the business, but the estimate filed before the link stays out of reach.
    expect((await later.get(api.taxpayerInfo, { token })).json()).toMatchObject({
      taxpayerId: business.taxpayerId,
    });
    for (const res of [
      await later.get(byId(api.paymentInfo, formId), { token }),
      await later.get(byId(api.formPdf, formId), { token }),
      await later.post(byId(api.initiatePayment, formId), undefined, { token }),
    ]) {
      expectProblem(res, 403, ProblemCode.NotAuthorizedToFile);
    }
    // The owner still reads it.
    expect((await owners.get(byId(api.paymentInfo, formId), { token: ownerToken })).statusCode).toBe(200);
  });

  it('approved with its history, a new link sees the forms filed before it; denied, nothing', async () => {
    const { business, owner, formId } = await ownedBusiness('History Shared Co');
    const later = await server.clientAt(HOUR);
    const owners = later;
    const ownerToken = await later.signIn(owner);
    const ask = async (token: string) => {
      await later.post(
        api.addEin,
        { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId },
        { token },
      );
      const code = await mailedCode(server.db, business.taxpayerId);
      await later.post(api.confirmEinLink, { taxpayerId: business.taxpayerId, code }, { token });
      return (await requestsOf(owners, ownerToken)).toDecide.at(-1)!.requestId;
    };
    const partner = await outsider(later);
    const decide = (requestId: number, approve: boolean) =>
      owners.post(api.decideEinLink, { requestId, approve, includeHistory: true }, { token: ownerToken });
    expect((await decide(await ask(partner.token), true)).statusCode).toBe(204);
    expect((await later.get(byId(api.paymentInfo, formId), { token: partner.token })).statusCode).toBe(200);

    const refused = await outsider(later);
    expect((await decide(await ask(refused.token), false)).statusCode).toBe(204);
    expect((await later.get(api.einsForUser, { token: refused.token })).json()).toEqual([]);
    expect((await requestsOf(later, refused.token)).mine).toEqual([]);
    expect(
      (await latestMail(server.db, `${refused.username}@example.test`, 'einLinkDecided')).subject,
    ).toContain('was denied');
  });

  it('two adds at once open one request; a withdrawn request can no longer be proved', async () => {
    const business = await addBusiness(server.db, 'Concurrent Adds Co');
    const { client, token } = await outsider();
    const body = { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId };
    const answers = await Promise.all([1, 2, 3].map(() => client.post(api.addEin, body, { token })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect((await requestsOf(client, token)).mine).toHaveLength(1);
    // Only the newest code counts.
    const code = await mailedCode(server.db, business.taxpayerId);
    const withdrawn = await client.post(api.removeEin, body, { token });
    expect(withdrawn.json<BusinessChangeResult>()).toMatchObject({ success: true, newTaxpayerCount: 0 });
    expectProblem(
      await client.post(api.confirmEinLink, { taxpayerId: business.taxpayerId, code }, { token }),
      404,
      ProblemCode.NotFound,
    );
  });

  it('without an e-mail on file only the agency proves a request; its approval links', async () => {
    const business = await addBusiness(server.db, 'No Email Co');
    await server.db.update(taxpayers).set({ email: null }).where(eq(taxpayers.id, business.taxpayerId));
    const { client, token } = await outsider();
    const body = { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId };
    expect((await client.post(api.addEin, body, { token })).json<BusinessChangeResult>()).toMatchObject({
      success: false,
      awaiting: 'agency',
    });
    const open = (await openRequests(server.db)).find((r) => r.taxpayerId === business.taxpayerId);
    expect(open).toMatchObject({ business: 'No Email Co', awaiting: 'agency' });
    expect(
      await agencyDecide(server.db, new Date(), open!.requestId, { approve: true, includeHistory: false }),
    ).toBe('linked');
    expect((await client.get(api.einsForUser, { token })).json()).toEqual([
      expect.objectContaining({ taxpayerId: business.taxpayerId }),
    ]);
    expect(
      await agencyDecide(server.db, new Date(), open!.requestId, { approve: true, includeHistory: false }),
    ).toBe('none');
  });

  it('of two requests made before anyone was linked, the second to prove waits for the first', async () => {
    const business = await addBusiness(server.db, 'First Come Co');
    const body = { filingAsTaxpayerId: null, taxpayerIdToModify: business.taxpayerId };
    const first = await outsider();
    const second = await outsider();
    await first.client.post(api.addEin, body, { token: first.token });
    const firstCode = await mailedCode(server.db, business.taxpayerId);
    await second.client.post(api.addEin, body, { token: second.token });
    const secondCode = await mailedCode(server.db, business.taxpayerId);
    const linked = await first.client.post(
      api.confirmEinLink,
      { taxpayerId: business.taxpayerId, code: firstCode },
      { token: first.token },
    );
    expect(linked.json<BusinessChangeResult>()).toMatchObject({ success: true, newTaxpayerCount: 1 });
    const waiting = await second.client.post(
      api.confirmEinLink,
      { taxpayerId: business.taxpayerId, code: secondCode },
      { token: second.token },
    );
    expect(waiting.json<BusinessChangeResult>()).toMatchObject({ success: false, awaiting: 'approval' });
    expect(
      (await latestMail(server.db, `${first.username}@example.test`, 'einLinkRequested')).textBody,
    ).toContain(second.username);
    expect((await requestsOf(first.client, first.token)).toDecide).toEqual([
      expect.objectContaining({ username: second.username }),
    ]);
  });
});
