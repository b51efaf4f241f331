import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, estimateCreditRows, ProblemCode } from '@efile/contracts';
import { currentTaxYear } from '@efile/tax';
import { sessionOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { creditsByYear } from '../ledger';
import { text } from '../../lib/i18n';

/** The tax years shown: the year before the one being filed, the one being filed, and this year. */
export function estimateYears(taxYear: number) {
  return { from: taxYear - 1, to: taxYear + 1 };
}

export default async function estimateRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * Estimates paid and prior-year credit of the taxpayer filed as (spec §2 "Estimates and
   * Credits"), from the ledger (ADR 0044): what the agency posted after audit and, at once, what
   * was paid here toward the year's estimates, marked as not yet posted by the agency.
   */
  r.get(
    api.estimateCredits,
    {
      schema: { tags: ['estimates'], response: { 200: estimateCreditRows } },
    },
    async (request) => {
      const auth = sessionOf(request);
      if (!auth.taxpayerId)
        throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.noTaxpayerSelected') });
      const { from, to } = estimateYears(currentTaxYear(app.deps.clock));
      const years = await creditsByYear(app.deps.database.db, auth.taxpayerId, from, to);
      return [...years]
        .sort(([a], [b]) => a - b)
        .filter(([, y]) => y.estimatesPaid !== 0 || y.priorYearCredit !== 0)
        .map(([taxYear, y]) => ({
          taxYear,
          amountPaid: Math.max(0, y.estimatesPaid),
          priorYearCreditAmount: Math.max(0, y.priorYearCredit),
          notYetPosted: Math.max(0, y.estimatesPaid - y.posted),
        }));
    },
  );
}
