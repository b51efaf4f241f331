import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, taxYearParam } from '@efile/contracts';
import { accessFor, requireIndividual } from '../../plugins/auth';
import { missingForm, sendPdf, taxpayerLines } from '../forms';
import * as repo from './repository';

const REASONS: Record<string, string> = {
  retired: 'Retired',
  armedForces: 'Member of the U.S. Armed Forces',
  under18: 'Under 18 for the entire tax year',
  noEarnedIncome: 'No earned income for the entire tax year',
  BusinessOrRentalSold: 'Business closed or rental property sold',
};

/** The filed exemption certificate's printed copy. */
export function exemptionPdfRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    `${api.exemptionStatus}/pdf`,
    {
      config: { access: accessFor('exemption-certificate') },
      schema: { tags: ['exemption'], params: taxYearParam },
    },
    async (request, reply) => {
      const filer = requireIndividual(request);
      const certificate = await repo.findCertificate(db, filer.taxpayerId, request.params.year);
      if (!certificate) throw missingForm();
      const sold = certificate.businessSoldDate
        ? [['Date the business was sold', certificate.businessSoldDate] as const]
        : [];
      return sendPdf(
        reply,
        {
          title: 'Exemption Certificate',
          taxYear: certificate.taxYear,
          confirmationNumber: certificate.confirmationNumber,
          filedAt: certificate.filedAt,
          taxpayer: await taxpayerLines(db, filer.taxpayerId),
          sections: [
            {
              heading: 'Reason',
              rows: [['Reason for exemption', REASONS[certificate.reason] ?? certificate.reason], ...sold],
            },
          ],
          footer: [
            'The taxpayer confirmed the chosen option is correct.',
            'Keep this copy for your records.',
          ],
        },
        `exemption-${certificate.taxYear}-${certificate.confirmationNumber}.pdf`,
      );
    },
  );
}
