import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffApi, type StaffTaxpayerResults } from '@efile/contracts';
import { auditEvents, contactMessages, payments, taxForms, taxpayers } from '../src/db/schema';
import { planSearch, searchWords } from '../src/modules/staff/taxpayer-search';
import { generateTaxpayers } from '../src/seed';
import { addStaff, staffSignIn } from './support/staff';
import { LogCapture, T0, TestServer, engines, type Client } from './support/test-app';

const REASON = 'caller asked about a notice';

/**
 * Issue 28 item 5 (ADR 0057): the console finds a taxpayer by the name in any order and partial,
 * the name as the console shows it, street, taxpayer ID, federal ID or its last four, phone, e-mail,
 * username, confirmation number and payment reference, one page at a time.
 */
describe.each(engines)('the console’s taxpayer search on $name (issue 28 item 5)', (engine) => {
  const logs = new LogCapture();
  const server = TestServer.setup(engine, { logStream: logs, env: { LOG_LEVEL: 'info' } });
  let token = '';
  let client: Client;

  const search = async (query: string, extra: Record<string, string> = {}) => {
    if (!token) {
      client = server.client();
      const clerk = await addStaff(server, 'clerk');
      token = await staffSignIn(client, clerk.username, clerk.secret);
    }
    const params = new URLSearchParams({ query, reason: REASON, ...extra });
    const res = await client.get(`${staffApi.taxpayers}?${params}`, { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<StaffTaxpayerResults>();
  };
  const ids = async (query: string) => (await search(query)).results.map((r) => r.taxpayerId);

  it('finds a name in any order, partial, and as the console shows it', async () => {
    for (const query of [
      'Taxpayer, Jane',
      'Jane Taxpayer',
      'jan tax',
      'TAX jane',
      'Jane Q Taxpayer',
      'Jane Q. Taxpayer',
    ]) {
      expect(await ids(query), query).toContain('100001');
    }
    // The name as the results show it finds that taxpayer again.
    const shown = (await search('Undated')).results.find((r) => r.taxpayerId === '100092')!;
    expect(shown.name).toBe('Nia Undated');
    expect(await ids(shown.name)).toEqual(['100092']);
    // Joint filers are found by either name; a word's start, not its middle.
    expect(await ids('John Taxpayer')).toEqual(expect.arrayContaining(['100001', '100009']));
    expect(await ids('axpayer')).toEqual([]);
    // A business by its name; the results say how each was found.
    const acme = await search('acme widgets');
    expect(acme.results.map((r) => r.taxpayerId)).toEqual(['200001']);
    expect(acme.results[0]!.found).toEqual(['name-or-address']);
  });

  it('finds by street address, taxpayer ID, federal ID and its last four, phone and e-mail', async () => {
    expect(await ids('1200 Euclid')).toEqual(expect.arrayContaining(['100001', '100009']));
    expect(await ids('euclid ave apt 4')).toEqual(expect.arrayContaining(['100001']));
    expect((await search('100092')).results).toEqual([
      expect.objectContaining({ taxpayerId: '100092', found: ['taxpayer-id'] }),
    ]);
    for (const query of ['900000092', '900-00-0092']) {
      expect((await search(query)).results).toEqual([
        expect.objectContaining({ taxpayerId: '100092', federalIdLast4: '0092', found: ['federal-id'] }),
      ]);
    }
    // Jane's husband's SSN finds her joint return and his own entry.
    expect(await ids('900000002')).toEqual(expect.arrayContaining(['100001', '100009']));
    expect(await ids('0092')).toContain('100092');
    expect(await ids('(216) 555-0111')).toEqual(['200002']);
    expect(await ids('1-216-555-0100')).toEqual(['200001']);
    expect(await ids('NIA.UNDATED@example.test')).toEqual(['100092']);
    // acme.owner@ is on two businesses' records and is the e-mail of the web account of both.
    const acme = await search('acme.owner@example.test');
    expect(acme.results.map((r) => [r.taxpayerId, r.found])).toEqual([
      ['200001', ['email']],
      ['200002', ['email']],
    ]);
  });

  it('finds by username, a filing’s confirmation number, a payment’s reference and a Contact Us phone', async () => {
    expect(await ids('ada.account')).toEqual(['100094']);
    expect((await search('Kim.Keys')).results[0]).toMatchObject({
      taxpayerId: '100016',
      found: ['name-or-address', 'username'],
    });
    const [filed] = await server.db
      .select({ confirmation: taxForms.confirmationNumber })
      .from(taxForms)
      .where(and(eq(taxForms.taxpayerId, '100094'), isNotNull(taxForms.confirmationNumber)))
      .limit(1);
    expect(filed?.confirmation).toBeTruthy();
    const byConfirmation = await search(filed!.confirmation!.toLowerCase());
    expect(byConfirmation.results).toEqual([
      expect.objectContaining({ taxpayerId: '100094', found: ['confirmation'] }),
    ]);
    const [paid] = await server.db
      .select({ reference: payments.transactionId })
      .from(payments)
      .where(and(eq(payments.taxpayerId, '100094'), isNotNull(payments.transactionId)))
      .limit(1);
    expect(paid?.reference).toBeTruthy();
    expect((await search(paid!.reference!)).results).toEqual([
      expect.objectContaining({ taxpayerId: '100094', found: ['payment-reference'] }),
    ]);
    await server.db.insert(contactMessages).values({
      type: 'General Tax and Filing',
      name: 'Kai Keyboard',
      phoneNumber: '+1 (440) 555-0123',
      emailAddress: 'kai.keyboard@example.test',
      message: 'Please call me back.',
      taxpayerId: '100020',
      createdAt: T0,
    });
    expect((await search('440.555.0123')).results).toEqual([
      expect.objectContaining({ taxpayerId: '100020', found: ['phone'] }),
    ]);
  });

  it('says when nothing matches, and a wildcard is only a character', async () => {
    for (const query of ['Nobody Atall', '%', '_', 'nobody@example.test', '123456789']) {
      const none = await search(query);
      expect(none, query).toEqual({ results: [], page: 1, pageSize: 25, total: 0, more: false });
    }
  });

  it('pages through every match once, in name order, and says when more match than it counts', async () => {
    await generateTaxpayers(server.db, 300, 7);
    const [{ n }] = (await server.db
      .select({ n: sql<number>`count(*)::int` })
      .from(taxpayers)
      .where(sql`length(${taxpayers.id}) >= 7 and ${taxpayers.name1} = 'Smith'`)) as [{ n: number }];
    expect(n).toBeGreaterThan(12);
    const first = await search('smith', { pageSize: '5' });
    expect(first.total).toBeGreaterThanOrEqual(n);
    expect(first.more).toBe(false);
    const seen: string[] = [];
    const names: string[] = [];
    for (let page = 1; page <= Math.ceil(first.total / 5); page++) {
      const res = await search('smith', { pageSize: '5', page: String(page) });
      expect(res).toMatchObject({ page, pageSize: 5, total: first.total, more: false });
      expect(res.results.length).toBe(Math.min(5, first.total - (page - 1) * 5));
      seen.push(...res.results.map((r) => r.taxpayerId));
      names.push(...res.results.map((r) => r.name));
    }
    expect(new Set(seen).size).toBe(first.total);
    expect(seen).toHaveLength(first.total);
    // Past the last page: no rows, the total all the same.
    const past = await search('smith', { pageSize: '5', page: String(Math.ceil(first.total / 5) + 1) });
    expect(past).toMatchObject({ results: [], total: first.total });
    // Every generated business is a "… LLC": a page size of 100, within the first 1,000.
    const llc = await search('llc', { pageSize: '100' });
    expect(llc.results.length).toBeGreaterThan(10);
    expect(llc.more).toBe(false);
    // In name order: the people named Smith (by given name) before the "Smith … LLC" businesses.
    const people = names.filter((name) => !name.endsWith('LLC'));
    expect(names.slice(0, people.length)).toEqual(people);
  });

  it('audits each search with its kind and page, never a federal ID, and logs no query', async () => {
    await search('900000092');
    await search('Jane 900 00 0001 Taxpayer');
    await search('jan tax', { page: '1' });
    const events = await server.db
      .select({ details: auditEvents.details })
      .from(auditEvents)
      .where(eq(auditEvents.action, 'staff.taxpayer.search'))
      .orderBy(desc(auditEvents.id))
      .limit(3);
    const [byName, mixed, byId] = events.map((e) => e.details as Record<string, unknown>);
    expect(byId).toMatchObject({ kind: 'federal-id', reason: REASON, shown: ['100092'] });
    expect(byId).not.toHaveProperty('query');
    expect(mixed).toMatchObject({ kind: 'text', query: 'Jane ######### Taxpayer' });
    expect(byName).toMatchObject({ kind: 'text', query: 'jan tax', page: 1 });
    expect(JSON.stringify(events)).not.toMatch(/900\D?00\D?0092|900 00 0001/);
    // As a number of its own: a response time's digits (8.997789000000921) are not a federal ID.
    expect(logs.text).not.toMatch(/(?<![\d.])900000092(?!\d)/);
  });

  it('uses the indexes (the plan names them), so the search stays fast on a large roll', async () => {
    const plans: string[] = [];
    await server.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      for (const query of ['jan tax', '900000092', '0092', 'nia.undated@example.test', '2165550100']) {
        const plan = planSearch(query);
        const text = (await tx.execute(
          sql`explain ${sql.join(plan.branches, sql` union all `)}`,
        )) as unknown as { rows: Record<string, string>[] };
        plans.push(text.rows.map((r) => Object.values(r)[0]).join('\n'));
      }
    });
    expect(plans[0]).toContain('taxpayers_search_text_idx');
    expect(plans[1]).toContain('taxpayers_joint_federal_id_idx');
    expect(plans[2]).toContain('taxpayers_federal_id_last4_idx');
    expect(plans[3]).toContain('taxpayers_email_lower_idx');
    expect(plans[4]).toContain('taxpayers_phone_idx');
    expect(plans.join('\n')).not.toMatch(/Seq Scan on taxpayers/);
  });

  it('splits a query into the words the search text holds', () => {
    expect(searchWords('Taxpayer, Jane Q.')).toEqual(['taxpayer', 'jane', 'q']);
    expect(searchWords("O'Brien-Smith  1200")).toEqual(['o', 'brien', 'smith', '1200']);
    expect(searchWords('%_')).toEqual([]);
  });
});
