import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  authUser,
  businessChangeRequest,
  businessChangeResult,
  businessList,
  businessSearchRequest,
  FeatureName,
  filingAsRequest,
  ProblemCode,
  type AuthUser,
} from '@efile/contracts';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { bearerToken, requireAuth } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findUserById } from '../account/repository';
import { setFilingAs } from '../auth/repository';
import { loadFeatures } from '../features/repository';
import * as repo from './repository';

const tags = ['businesses'];
const GRANT_MS = 30 * 60_000;
const forbidden = (detail: string) => new ProblemError(403, ProblemCode.Forbidden, { detail });
const notYours = () => new ProblemError(403, ProblemCode.NotAuthorizedToFile);

/**
 * Spec §7 EIN calls: a business user's linked businesses, the search that proves they know a
 * business (EIN and name on file), linking and unlinking, and choosing which one to file as.
 * Every taxpayer id in a request is checked against the user's links.
 */
export default async function businessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const db = database.db;
  const guard = { preHandler: app.authenticate };
  const limited = { rateLimit: { max: config.accountRatePerMinute, timeWindow: 60_000 } };

  /** A business user; managing links also needs the EinManagement feature (spec §6). */
  async function businessUser(request: FastifyRequest, managing: boolean) {
    const auth = requireAuth(request);
    if (!auth.isBusinessUser) throw forbidden('Only business accounts link businesses.');
    if (managing && !(await loadFeatures(db, false))[FeatureName.EinManagement]) {
      throw forbidden('Managing business accounts is not available at this time.');
    }
    return auth;
  }

  /** The signed-in user as the client keeps it, filing as `taxpayerId`. */
  async function userAs(tx: Tx, request: FastifyRequest, taxpayerId: string | null): Promise<AuthUser> {
    const auth = requireAuth(request);
    const user = await findUserById(tx, auth.userId);
    return {
      token: bearerToken(request) ?? '',
      username: auth.username,
      firstName: user?.firstName ?? null,
      taxpayerId,
      isBusinessUser: auth.isBusinessUser,
    };
  }

  /** The filing-as id the client sent must be null or one of the user's own. */
  async function checkFilingAs(tx: Tx, userId: number, filingAs: string | null) {
    if (filingAs !== null && !(await repo.isLinked(tx, userId, filingAs))) throw notYours();
  }

  r.get(api.einsForUser, { ...guard, schema: { tags, response: { 200: businessList } } }, async (request) => {
    const auth = requireAuth(request);
    return auth.isBusinessUser ? repo.linkedBusinesses(db, auth.userId) : [];
  });

  r.post(
    api.searchEin,
    {
      ...guard,
      schema: { tags, body: businessSearchRequest, response: { 200: businessList } },
      config: limited,
    },
    async (request) => {
      const auth = await businessUser(request, true);
      const found = await repo.findBusinesses(db, request.body.ein, request.body.businessName);
      const expires = new Date(clock.now().getTime() + GRANT_MS);
      for (const business of found) await repo.grantLink(db, auth.userId, business.taxpayerId, expires);
      return found;
    },
  );

  r.post(
    api.addEin,
    { ...guard, schema: { tags, body: businessChangeRequest, response: { 200: businessChangeResult } } },
    async (request) => {
      const auth = await businessUser(request, true);
      const { taxpayerIdToModify: id, filingAsTaxpayerId } = request.body;
      return db.transaction(async (tx) => {
        await checkFilingAs(tx, auth.userId, filingAsTaxpayerId);
        if (await repo.isLinked(tx, auth.userId, id)) {
          throw new ProblemError(409, ProblemCode.Conflict, {
            detail: 'This EIN is already linked to your account.',
          });
        }
        if (!(await repo.takeGrant(tx, auth.userId, id, clock.now()))) {
          throw forbidden('Search for the business by its EIN and name before you add it.');
        }
        await repo.link(tx, auth.userId, id);
        await audit(tx, request, { action: 'ein.linked', userId: auth.userId, taxpayerId: id }, clock.now());
        const count = (await repo.linkedBusinesses(tx, auth.userId)).length;
        // The first business: the session starts filing as it (spec §4 business linking).
        if (auth.taxpayerId !== null) return { success: true, newTaxpayerCount: count, userToken: null };
        await setFilingAs(tx, auth.sessionId, id);
        return { success: true, newTaxpayerCount: count, userToken: await userAs(tx, request, id) };
      });
    },
  );

  r.post(
    api.removeEin,
    { ...guard, schema: { tags, body: businessChangeRequest, response: { 200: businessChangeResult } } },
    async (request) => {
      const auth = await businessUser(request, true);
      const { taxpayerIdToModify: id, filingAsTaxpayerId } = request.body;
      return db.transaction(async (tx) => {
        await checkFilingAs(tx, auth.userId, filingAsTaxpayerId);
        if (!(await repo.isLinked(tx, auth.userId, id))) throw notYours();
        await repo.unlink(tx, auth.userId, id);
        const left = await repo.linkedBusinesses(tx, auth.userId);
        // Every session filing as the removed business moves to the first one left (or none).
        const next = left[0]?.taxpayerId ?? null;
        await repo.moveSessions(tx, auth.userId, id, next);
        await audit(
          tx,
          request,
          { action: 'ein.unlinked', userId: auth.userId, taxpayerId: id },
          clock.now(),
        );
        const moved = auth.taxpayerId === id;
        return {
          success: true,
          newTaxpayerCount: left.length,
          userToken: moved ? await userAs(tx, request, next) : null,
        };
      });
    },
  );

  r.post(
    api.einChanged,
    { ...guard, schema: { tags, body: filingAsRequest, response: { 200: authUser } } },
    async (request) => {
      const auth = await businessUser(request, false);
      const id = request.body.taxpayerId;
      return db.transaction(async (tx) => {
        if (!(await repo.isLinked(tx, auth.userId, id))) throw notYours();
        await setFilingAs(tx, auth.sessionId, id);
        await audit(
          tx,
          request,
          { action: 'filing-as.changed', userId: auth.userId, taxpayerId: id },
          clock.now(),
        );
        return userAs(tx, request, id);
      });
    },
  );
}
