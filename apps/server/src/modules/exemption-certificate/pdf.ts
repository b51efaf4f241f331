import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, taxYearParam } from '@efile/contracts';
import { filerOf } from '../../plugins/auth';
import { missingForm, sendPdf, taxpayerLines } from '../forms';
import * as repo from './repository';
import { isTextKey, say } from '../../lib/i18n';

/** A reason in the reader's words (`pdf.exemption.<reason>`), or the stored value if the catalogue has none. */
const reasonLabel = (reason: string) => {
  const key = `pdf.exemption.${reason}`;
  return isTextKey(key) ? say(key as 'pdf.exemption.retired') : reason;
};

/** The filed exemption certificate's printed copy. */
export function exemptionPdfRoute(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(
    `${api.exemptionStatus}/pdf`,
    {
      schema: { tags: ['exemption'], params: taxYearParam },
    },
    async (request, reply) => {
      const filer = filerOf(request);
      const certificate = await repo.findCertificate(db, filer.taxpayerId, request.params.year);
      if (!certificate) throw missingForm();
      const sold = certificate.businessSoldDate
        ? [[say('pdf.exemptionBusinessSold'), certificate.businessSoldDate] as const]
        : [];
      return sendPdf(
        reply,
        {
          title: say('pdf.exemptionCertificate'),
          taxYear: certificate.taxYear,
          confirmationNumber: certificate.confirmationNumber,
          filedAt: certificate.filedAt,
          taxpayer: await taxpayerLines(db, filer.taxpayerId),
          sections: [
            {
              heading: say('pdf.exemptionReasonHeading'),
              rows: [[say('pdf.exemptionReason'), reasonLabel(certificate.reason)], ...sold],
            },
          ],
          footer: [say('pdf.exemptionConfirmed'), say('pdf.keepCopy')],
        },
        `exemption-${certificate.taxYear}-${certificate.confirmationNumber}.pdf`,
      );
    },
  );
}
