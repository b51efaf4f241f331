import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { accountLedger, accountUpcoming, api } from '@efile/contracts';
import { requireFiler } from '../../plugins/auth';
import { account, upcoming } from './service';

/** GET /api/account (ADR 0031, 0035) and /api/account/upcoming: the account of the taxpayer the signed-in user files as, only. */
export default async function ledgerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    api.accountLedger,
    {
      config: { access: 'filer' },
      schema: { tags: ['account'], response: { 200: accountLedger } },
    },
    async (request) => {
      // The taxpayer comes from the session, never from the request: no one reads another's account.
      const filer = requireFiler(request);
      return account(app.deps.database.db, filer, app.deps.clock.now(), await app.deps.rules.current());
    },
  );

  /** What is due next (issue 15): computed here from the packages/tax rules, never in the browser. */
  r.get(
    api.accountUpcoming,
    {
      config: { access: 'filer' },
      schema: { tags: ['account'], response: { 200: accountUpcoming } },
    },
    async (request) => {
      const filer = requireFiler(request);
      return upcoming(
        app.deps.database.db,
        { taxpayerId: filer.taxpayerId, isBusinessUser: !!request.auth?.isBusinessUser },
        app.deps.clock,
        await app.deps.rules.current(),
      );
    },
  );
}
