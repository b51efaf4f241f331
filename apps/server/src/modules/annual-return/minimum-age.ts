import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ageQuestion, api, ProblemCode } from '@efile/contracts';
import {
  ageExemption,
  currentTaxYear,
  type AgeEvidence,
  type AgeExemption,
  type TaxTables,
} from '@efile/tax';
import type { Tx } from '../../db/client';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findTaxpayer } from '../taxpayers';
import { text } from '../../lib/i18n';

/**
 * Minimum age (issue 9 item 7): the birth date on the taxpayer record where the agency holds one,
 * otherwise the taxpayer's own statement in the questionnaire ("under 18 on 31 December").
 */

/** Whether the agency holds the filer's birth date (then the questionnaire does not ask). */
export async function birthDateOnRecord(db: Tx, taxpayerId: string): Promise<string | null> {
  return (await findTaxpayer(db, taxpayerId))?.birthDate ?? null;
}

/**
 * The filer's exemption by age for the tax year, from the record or the statement; undefined when
 * the residence city has no table row. Without a birth date and without a statement: a validation
 * problem asking for the answer.
 */
export async function ageExemptionOf(
  db: Tx,
  taxpayerId: string,
  taxYear: number,
  statement: boolean | undefined,
  tables: TaxTables,
  earnings?: number,
): Promise<AgeExemption | undefined> {
  const taxpayer = await findTaxpayer(db, taxpayerId);
  let evidence: AgeEvidence;
  if (taxpayer?.birthDate) evidence = { birthDate: taxpayer.birthDate };
  else if (statement !== undefined) evidence = { under18AtYearEnd: statement };
  else {
    throw new ProblemError(400, ProblemCode.Validation, {
      errors: { under18AtYearEnd: text('problems.answerEveryQuestion') },
    });
  }
  return ageExemption(
    {
      taxYear,
      cityCode: taxpayer?.city ?? '',
      evidence,
      ...(earnings === undefined ? {} : { earnings }),
    },
    tables,
  );
}

/** GET /api/efilequestions/age: does the questionnaire ask the filer's age? */
export default async function minimumAgeRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { database, clock } = app.deps;
  r.get(
    api.ageQuestion,
    { schema: { tags: ['annual-return'], response: { 200: ageQuestion } } },
    async (request) => {
      const filer = filerOf(request);
      const asked = !(await birthDateOnRecord(database.db, filer.taxpayerId));
      return { taxYear: currentTaxYear(clock), asked };
    },
  );
}
