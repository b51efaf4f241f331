import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  EXEMPTION_MESSAGES,
  enteredForms,
  exemptionFiled,
  exemptionStatus,
  exemptionSubmission,
  ProblemCode,
  taxYearParam,
  type ExemptionReason,
} from '@efile/contracts';
import { ageExemption, currentTaxYear } from '@efile/tax';
import { audit } from '../../lib/audit';
import { confirmationNumber } from '../forms';
import { filerOf, sessionOf } from '../../plugins/auth';
import { completeIdempotency } from '../../plugins/idempotency';
import { ProblemError } from '../../plugins/problems';
import { findTaxpayer } from '../taxpayers';
import { exemptionPdfRoute } from './pdf';
import * as repo from './repository';

export default async function exemptionRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;

  /**
   * "Under 18" against the birth date on record, where the agency holds one (issue 9 item 7);
   * without one, the taxpayer's certificate is their statement.
   */
  async function assertUnder18(taxpayerId: string, taxYear: number) {
    const taxpayer = await findTaxpayer(database.db, taxpayerId);
    if (!taxpayer?.birthDate) return;
    const age = ageExemption(
      { taxYear, cityCode: taxpayer.city, evidence: { birthDate: taxpayer.birthDate } },
      (await app.deps.rules.current()).tables,
    );
    if (age?.exempt === false) {
      throw new ProblemError(422, ProblemCode.Validation, {
        errors: { exemptionSelection: EXEMPTION_MESSAGES.notUnder18 },
      });
    }
  }

  r.get(
    api.exemptionStatus,
    {
      schema: { tags: ['exemption'], params: taxYearParam, response: { 200: exemptionStatus } },
    },
    async (request) => {
      const { taxpayerId } = filerOf(request);
      const row = await repo.findCertificate(database.db, taxpayerId, request.params.year);
      return {
        taxYear: request.params.year,
        filed: !!row,
        certificate: row
          ? {
              taxYear: row.taxYear,
              confirmationNumber: row.confirmationNumber,
              filedAt: row.filedAt.toISOString(),
              exemptionSelection: row.reason as ExemptionReason,
              businessSoldDate: row.businessSoldDate,
            }
          : null,
      };
    },
  );

  r.get(
    api.enteredForms,
    {
      schema: { tags: ['forms'], params: taxYearParam, response: { 200: enteredForms } },
      config: { access: 'signedIn' },
    },
    async (request) => {
      const auth = sessionOf(request);
      if (!auth.taxpayerId) throw new ProblemError(403, ProblemCode.NotAuthorizedToFile);
      const forms = await repo.listEnteredForms(database.db, auth.taxpayerId, request.params.year);
      return {
        enteredForms: forms.map((f) => f.formType),
        isAnnualReturnFiled: forms.some((f) => f.formType === 'annual-return' && f.status === 'filed'),
      };
    },
  );

  /** Files the certificate for the tax year being filed, once per taxpayer even when sent twice at once. */
  r.post(
    api.exempt,
    {
      schema: { tags: ['exemption'], body: exemptionSubmission, response: { 201: exemptionFiled } },
      preHandler: app.idempotent,
    },
    async (request, reply) => {
      const { userId, taxpayerId } = filerOf(request);
      const now = clock.now();
      const taxYear = currentTaxYear(clock);
      if (request.body.exemptionSelection === 'under18') await assertUnder18(taxpayerId, taxYear);
      const filed = await database.db
        .transaction(async (tx) => {
          if ((await repo.listEnteredForms(tx, taxpayerId, taxYear)).length > 0) return undefined;
          const row = await repo.insertCertificate(tx, {
            taxpayerId,
            taxYear,
            reason: request.body.exemptionSelection,
            businessSoldDate: request.body.businessSoldDate,
            confirmationNumber: confirmationNumber('exemption-certificate', taxYear),
            filedByUserId: userId,
            filedAt: now,
          });
          if (!row) return undefined;
          await audit(
            tx,
            request,
            {
              action: 'exemption.filed',
              userId,
              taxpayerId,
              details: { taxYear, reason: row.reason, confirmationNumber: row.confirmationNumber },
            },
            now,
          );
          return completeIdempotency(tx, request, 201, {
            taxYear,
            confirmationNumber: row.confirmationNumber,
            filedAt: row.filedAt.toISOString(),
          });
        })
        .catch((error: unknown) => {
          // An annual return entered for the year at the same moment (the database's one or the other).
          if (repo.isFilingChoiceViolation(error)) return undefined;
          throw error;
        });
      if (!filed) throw new ProblemError(409, ProblemCode.AlreadyFiled);
      return reply.code(201).send(filed);
    },
  );

  exemptionPdfRoute(app);
}
