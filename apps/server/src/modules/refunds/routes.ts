import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { desc, eq } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_HEADER,
  ProblemCode,
  claimableList,
  refundClaimDto,
  accountClaimRequest,
  refundClaimList,
  refundClaimsApi,
  refundStatusAnswer,
  refundStatusQuery,
} from '@efile/contracts';
import { agencyToday } from '@efile/tax';
import { refundClaims, taxpayers } from '../../db/schema';
import { text } from '../../lib/i18n';
import { filerOf } from '../../plugins/auth';
import { completeIdempotency } from '../../plugins/idempotency';
import { ProblemError } from '../../plugins/problems';
import { claimDtosOf, claimableYears, givenUpOf, recordClaim } from './claims';
import { claimDtos } from './present';

const tags = ['refunds'];

/** Issue 27: the taxpayer's claims (My Account) and the status lookup a paper filer can make. */
export default async function refundRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const db = deps.database.db;

  r.get(refundClaimsApi.mine, { schema: { tags, response: { 200: refundClaimList } } }, async (request) => {
    const filer = filerOf(request);
    return {
      claims: await claimDtosOf(db, filer.taxpayerId),
      givenUp: await givenUpOf(db, filer),
    };
  });

  r.get(
    refundClaimsApi.claimable,
    { schema: { tags, response: { 200: claimableList } } },
    async (request) => ({
      years: await claimableYears(deps, filerOf(request).taxpayerId),
    }),
  );

  /** A claim of a year's credit from My Account: once per Idempotency-Key, under the taxpayer's lock. */
  r.post(
    refundClaimsApi.mine,
    {
      preHandler: app.idempotent,
      schema: {
        tags,
        body: accountClaimRequest,
        response: { 201: refundClaimDto },
      },
    },
    async (request, reply) => {
      const filer = filerOf(request);
      const header = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
      const key = typeof header === 'string' ? header : null;
      // Read before the transaction (a stale cache would read outside it: on PGlite, forever).
      const rules = await deps.rules.current();
      const body = await db.transaction(async (tx) => {
        const row = await recordClaim(deps, tx, request, {
          rules,
          taxpayerId: filer.taxpayerId,
          taxYear: request.body.taxYear,
          input: request.body.claim,
          userId: filer.userId,
          key,
        });
        return completeIdempotency(tx, request, 201, (await claimDtos(tx, [row]))[0]!);
      });
      return reply.code(201).send(body);
    },
  );

  /**
   * Without signing in (issue 27 item 4): the status of a claim named by what a paper filer has —
   * taxpayer ID, the amount claimed (refund and credit together) and the ZIP code on file. Rate
   * limited; one answer for every mismatch, and nothing but the status and its day.
   */
  r.post(
    refundClaimsApi.status,
    {
      schema: { tags, body: refundStatusQuery, response: { 200: refundStatusAnswer } },
      config: {
        access: 'public',
        rateLimit: { max: deps.config.accountRatePerMinute, timeWindow: 60_000 },
      },
    },
    async (request) => {
      const { taxpayerId, amountCents, zip } = request.body;
      const rows = await db
        .select({ claim: refundClaims, zip: taxpayers.zip })
        .from(refundClaims)
        .innerJoin(taxpayers, eq(taxpayers.id, refundClaims.taxpayerId))
        .where(eq(refundClaims.taxpayerId, taxpayerId.toUpperCase()))
        .orderBy(desc(refundClaims.claimedAt));
      const digits = (z: string | null) => (z ?? '').replace(/\D/g, '').slice(0, 5);
      const match = rows.find(
        (r) => r.claim.refundCents + r.claim.creditCents === amountCents && digits(r.zip) === digits(zip),
      );
      if (!match)
        throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.refundStatusNotFound') });
      const c = match.claim;
      const at = c.sentAt ?? c.refusedAt ?? c.secondApprovedAt ?? c.approvedAt ?? c.reviewedAt ?? c.claimedAt;
      return { status: c.status, since: agencyToday({ now: () => at }) };
    },
  );
}
