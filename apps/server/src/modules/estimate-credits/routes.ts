import { and, asc, eq, gte, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, estimateCreditRows, ProblemCode } from '@efile/contracts';
import { currentTaxYear } from '@efile/tax';
import { estimateCredits } from '../../db/schema';
import { requireAuth } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';

/** The tax years shown: the year before the one being filed, the one being filed, and this year. */
export function estimateYears(taxYear: number) {
  return { from: taxYear - 1, to: taxYear + 1 };
}

export default async function estimateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Estimates paid and prior-year credit of the taxpayer filed as (spec §2 "Estimates and Credits"). */
  r.get(
    api.estimateCredits,
    {
      schema: { tags: ['estimates'], response: { 200: estimateCreditRows } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const auth = requireAuth(request);
      if (!auth.taxpayerId)
        throw new ProblemError(404, ProblemCode.NotFound, { detail: 'No taxpayer is selected.' });
      const { from, to } = estimateYears(currentTaxYear(app.deps.clock));
      const rows = await app.deps.database.db
        .select()
        .from(estimateCredits)
        .where(
          and(
            eq(estimateCredits.taxpayerId, auth.taxpayerId),
            gte(estimateCredits.taxYear, from),
            lte(estimateCredits.taxYear, to),
          ),
        )
        .orderBy(asc(estimateCredits.taxYear));
      return rows.map((row) => ({
        taxYear: row.taxYear,
        amountPaid: row.amountPaidCents,
        priorYearCreditAmount: row.priorYearCreditCents,
      }));
    },
  );
}
