import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountEntries, accountLedger, accountUpcoming, api } from '@efile/contracts';
import { agencyToday } from '@efile/tax';
import { filerOf } from '../../plugins/auth';
import { AccountCache, accountVersion } from './account-cache';
import { account, accountEntries as entriesOf, upcoming } from './service';

/** GET /api/account (ADR 0031, 0035) and /api/account/upcoming: the account of the taxpayer the signed-in user files as, only. */
export default async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // My Account is read on every dashboard visit: each process keeps recent reads (account-cache.ts).
  const cache = new AccountCache(app.deps.config.accountCacheEntries);
  r.get(
    api.accountLedger,
    {
      schema: { tags: ['account'], response: { 200: accountLedger } },
    },
    async (request, reply) => {
      // The taxpayer comes from the session, never from the request: no one reads another's account.
      const filer = filerOf(request);
      const { db } = app.deps.database;
      const now = app.deps.clock.now();
      const day = agencyToday({ now: () => now });
      // The effective tax rules (ADR 0039) are part of the key: an approved rate change reads again.
      const rules = await app.deps.rules.current();
      const key = `${filer.taxpayerId}|${filer.seesFormsFrom?.getTime() ?? ''}|${rules.changes.length}`;
      // The version first: a change after it makes the next request read again, never serve stale.
      const version = await accountVersion(db, filer.taxpayerId);
      let body = cache.get(key, version, day);
      if (body === undefined) {
        body = JSON.stringify(accountLedger.parse(await account(db, filer, now, rules)));
        cache.set(key, version, day, body);
      }
      // Already checked against the schema and serialized: sent as it is (a string skips the serializer).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body);
    },
  );

  r.get(
    api.accountEntries,
    {
      schema: { tags: ['account'], response: { 200: accountEntries } },
    },
    async (request) => entriesOf(app.deps.database.db, filerOf(request)),
  );

  /** What is due next (issue 15): computed here from the packages/tax rules, never in the browser. */
  r.get(
    api.accountUpcoming,
    {
      schema: { tags: ['account'], response: { 200: accountUpcoming } },
    },
    async (request) => {
      const filer = filerOf(request);
      return upcoming(
        app.deps.database.db,
        { taxpayerId: filer.taxpayerId, isBusinessUser: !!request.auth?.isBusinessUser },
        app.deps.clock,
        await app.deps.rules.current(),
      );
    },
  );
}
