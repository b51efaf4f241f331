import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, ProblemCode, taxpayerInfo, taxpayerInfoQuery } from '@efile/contracts';
import { sessionOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findTaxpayerForUser, toTaxpayerInfo } from './repository';
import { text } from '../../lib/i18n';

export default async function taxpayerRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The session's taxpayer, or `?id=` (the filing-as taxpayer) if the user may act for it. */
  r.get(
    api.taxpayerInfo,
    {
      schema: { tags: ['taxpayers'], querystring: taxpayerInfoQuery, response: { 200: taxpayerInfo } },
    },
    async (request) => {
      const auth = sessionOf(request);
      const id = request.query.id ?? auth.taxpayerId;
      if (!id)
        throw new ProblemError(404, ProblemCode.NotFound, { detail: text('problems.noTaxpayerSelected') });
      const taxpayer = await findTaxpayerForUser(app.deps.database.db, auth.userId, id);
      if (!taxpayer) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
      return toTaxpayerInfo(taxpayer);
    },
  );
}
