import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  api,
  authUser,
  businessChangeRequest,
  businessChangeResult,
  businessList,
  businessSearchRequest,
  FeatureName,
  filingAsRequest,
  LinkAwaiting,
  linkCodeRequest,
  linkDecision,
  linkRequests,
  ProblemCode,
  type AuthUser,
} from '@efile/contracts';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { bearerToken, sessionOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findUserById } from '../credentials';
import { setFilingAs } from '../auth';
import { loadFeatures } from '../features';
import * as links from './link-requests';
import { text, type Text } from '../../lib/i18n';
import * as repo from './repository';
import * as requests from './requests-repository';

const tags = ['businesses'];
/** Spec §2, exact. */
const NOT_FOUND = text('problems.businessNotFound');
const awaitingCodes: Record<string, true> = Object.fromEntries(
  Object.values(LinkAwaiting).map((a) => [a, true]),
);

/** What a code that did not prove the request answers. */
function codeProblem(result: links.CodeOutcome): ProblemError {
  switch (result) {
    case 'none':
      return new ProblemError(404, ProblemCode.NotFound, {
        detail: text('problems.businessNoLinkRequest'),
      });
    case 'expired':
      return new ProblemError(410, ProblemCode.LinkExpired, {
        detail: text('problems.businessCodeExpired'),
      });
    case 'locked':
      return new ProblemError(429, ProblemCode.TooManyAttempts, {
        detail: text('problems.businessCodeLocked'),
      });
    default: {
      const message = text('problems.businessCodeWrong');
      return new ProblemError(400, ProblemCode.Validation, { detail: message, errors: { code: message } });
    }
  }
}
const forbidden = (detail: Text) => new ProblemError(403, ProblemCode.Forbidden, { detail });
const notYours = () => new ProblemError(403, ProblemCode.NotAuthorizedToFile);

/**
 * Spec §7 EIN calls: a business user's linked businesses, the search by EIN and name on file,
 * linking (ADR 0017: a request proved by the code mailed to the business and, where others file
 * for it, approved by them) and unlinking, and choosing which one to file as. Every taxpayer id in
 * a request is checked against the user's links.
 */
export default async function businessRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock, config } = app.deps;
  const db = database.db;
  const limited = { rateLimit: { max: config.accountRatePerMinute, timeWindow: 60_000 } };

  /** A business user; managing links also needs the EinManagement feature (spec §6). */
  async function businessUser(request: FastifyRequest, managing: boolean) {
    const auth = sessionOf(request);
    if (!auth.isBusinessUser) throw forbidden(text('problems.businessUsersOnly'));
    if (managing && !(await loadFeatures(app.deps, false))[FeatureName.EinManagement]) {
      throw forbidden(text('problems.businessManagementOff'));
    }
    return auth;
  }

  /** The signed-in user as the client keeps it, filing as `taxpayerId`. */
  async function userAs(tx: Tx, request: FastifyRequest, taxpayerId: string | null): Promise<AuthUser> {
    const auth = sessionOf(request);
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

  r.get(api.einsForUser, { schema: { tags, response: { 200: businessList } } }, async (request) => {
    const auth = sessionOf(request);
    return auth.isBusinessUser ? repo.linkedBusinesses(db, auth.userId) : [];
  });

  r.post(
    api.searchEin,
    {
      config: limited,
      schema: { tags, body: businessSearchRequest, response: { 200: businessList } },
    },
    async (request) => {
      await businessUser(request, true);
      // A search shows what the roll holds; it grants nothing (ADR 0017).
      return repo.findBusinesses(db, request.body.ein, request.body.businessName);
    },
  );

  /** The answer once a link is made: the first business, the session starts filing as it. */
  async function linkedResult(tx: Tx, request: FastifyRequest, id: string) {
    const auth = sessionOf(request);
    const count = (await repo.linkedBusinesses(tx, auth.userId)).length;
    // The first business: the session starts filing as it (spec §4 business linking).
    if (auth.taxpayerId !== null) return { success: true, newTaxpayerCount: count, userToken: null };
    await setFilingAs(tx, auth.sessionId, id);
    return { success: true, newTaxpayerCount: count, userToken: await userAs(tx, request, id) };
  }

  const pending = async (tx: Tx, userId: number, awaiting: LinkAwaiting) => ({
    success: false,
    newTaxpayerCount: (await repo.linkedBusinesses(tx, userId)).length,
    userToken: null,
    awaiting,
  });

  /** Spec §7 add-ein; ADR 0017: opens a link request (a code to the business's e-mail on file). */
  r.post(
    api.addEin,
    {
      config: limited,
      schema: { tags, body: businessChangeRequest, response: { 200: businessChangeResult } },
    },
    async (request) => {
      const auth = await businessUser(request, true);
      const { taxpayerIdToModify: id, filingAsTaxpayerId } = request.body;
      return db.transaction(async (tx) => {
        await checkFilingAs(tx, auth.userId, filingAsTaxpayerId);
        if (await repo.isLinked(tx, auth.userId, id)) {
          throw new ProblemError(409, ProblemCode.Conflict, {
            detail: text('problems.businessAlreadyLinked'),
          });
        }
        const business = await requests.findActiveBusiness(tx, id);
        if (!business) throw new ProblemError(404, ProblemCode.NotFound, { detail: NOT_FOUND });
        const awaiting = await links.openRequest(tx, { request, now: clock.now() }, auth, business);
        return pending(tx, auth.userId, awaiting);
      });
    },
  );

  /** ADR 0017: the code mailed to the business proves the request; links when nothing else waits. */
  r.post(
    api.confirmEinLink,
    {
      config: limited,
      schema: { tags, body: linkCodeRequest, response: { 200: businessChangeResult } },
    },
    async (request) => {
      const auth = await businessUser(request, true);
      const { taxpayerId: id, code } = request.body;
      // A wrong code is counted (committed) before the problem is answered.
      const outcome = await db.transaction(async (tx) => {
        const result = await links.proveWithCode(tx, { request, now: clock.now() }, auth.userId, id, code);
        if (result === 'linked') return { result, body: await linkedResult(tx, request, id) };
        if (result in awaitingCodes)
          return { result, body: await pending(tx, auth.userId, result as LinkAwaiting) };
        return { result, body: null };
      });
      if (outcome.body) return outcome.body;
      throw codeProblem(outcome.result);
    },
  );

  r.get(api.einLinkRequests, { schema: { tags, response: { 200: linkRequests } } }, async (request) => {
    const auth = sessionOf(request);
    if (!auth.isBusinessUser) return { mine: [], toDecide: [] };
    const mine = await requests.myRequests(db, auth.userId);
    const toDecide = await requests.requestsToDecide(db, auth.userId);
    return {
      mine: mine.map(({ request: row, ...business }) => ({
        ...business,
        awaiting: links.awaitingOf(row) ?? LinkAwaiting.Approval,
        requestedAt: row.createdAt.toISOString(),
      })),
      toDecide: toDecide.map((d) => ({ ...d, requestedAt: d.requestedAt.toISOString() })),
    };
  });

  /** ADR 0017: a user linked to the business approves (with or without its past forms) or denies. */
  r.post(
    api.decideEinLink,
    { schema: { tags, body: linkDecision, response: { 204: z.null() } } },
    async (request, reply) => {
      const auth = await businessUser(request, true);
      const { requestId, approve, includeHistory } = request.body;
      await db.transaction(async (tx) => {
        const row = await requests.lockRequestById(tx, requestId);
        const mayDecide =
          row &&
          row.userId !== auth.userId &&
          row.needsApproval &&
          !row.approvedAt &&
          (await repo.isLinked(tx, auth.userId, row.taxpayerId));
        if (!row || !mayDecide) throw new ProblemError(404, ProblemCode.NotFound);
        await links.decide(tx, { request, now: clock.now() }, row, {
          approve,
          includeHistory,
          approvedBy: auth.userId,
        });
      });
      return reply.code(204).send(null);
    },
  );

  r.post(
    api.removeEin,
    {
      schema: { tags, body: businessChangeRequest, response: { 200: businessChangeResult } },
    },
    async (request) => {
      const auth = await businessUser(request, true);
      const { taxpayerIdToModify: id, filingAsTaxpayerId } = request.body;
      return db.transaction(async (tx) => {
        await checkFilingAs(tx, auth.userId, filingAsTaxpayerId);
        if (!(await repo.isLinked(tx, auth.userId, id))) {
          // Not linked: withdraws the user's own request for it, if there is one (ADR 0017).
          const open = await requests.lockRequest(tx, auth.userId, id);
          if (!open) throw notYours();
          await requests.deleteRequest(tx, open.id);
          await audit(
            tx,
            request,
            { action: 'ein.link-withdrawn', userId: auth.userId, taxpayerId: id },
            clock.now(),
          );
          const count = (await repo.linkedBusinesses(tx, auth.userId)).length;
          return { success: true, newTaxpayerCount: count, userToken: null };
        }
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
    { schema: { tags, body: filingAsRequest, response: { 200: authUser } } },
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
