import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, declarationOf, formIdParam, ProblemCode } from '@efile/contracts';
import { filerOf } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import type { Tx } from '../../db/client';
import { serverForm, serverForms } from '../../lib/forms';
import { missingForm, ownedForm } from './ownership';
import type { TaxFormRow } from './repository';
import { paymentsSection } from '../receipts';
import { sendPdf, taxpayerLines } from './pdf';
import { text } from '../../lib/i18n';
import { formName } from '../../lib/formats';

/** A filed form's printed copy, by its form's section builder (the taxpayer's route and the staff console's). */
export async function printFiledForm(db: Tx, reply: FastifyReply, row: TaxFormRow) {
  const declared = declarationOf(row.formType);
  const sections = serverForm(row.formType)?.print;
  if (!declared || !sections) throw missingForm();
  const body = await sections(db, row);
  const paid = await paymentsSection(db, row.id);
  return sendPdf(
    reply,
    {
      title: formName(row.formType),
      taxYear: row.taxYear,
      confirmationNumber: row.confirmationNumber!,
      filedAt: row.filedAt!,
      taxpayer: [...(await taxpayerLines(db, row.taxpayerId)), ...(body.taxpayer ?? [])],
      sections: paid ? [...body.sections, paid] : body.sections,
      footer: body.footer,
    },
    `${row.formType}-${row.taxYear}-${row.confirmationNumber}.pdf`,
  );
}

/** What every filed form shares: its printed copy (issue 4 "Print"; issue 13 the forms module). */
export default async function formRoutes(app: FastifyInstance) {
  // Every payable form declares its printed copy (ADR 0052): the app refuses to start without one.
  const unprinted = serverForms().filter((f) => declarationOf(f.id)?.payment !== 'none' && !f.print);
  if (unprinted.length > 0)
    throw new Error(`Payable forms without a printed copy: ${unprinted.map((f) => f.id).join(', ')}`);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;

  r.get(api.formPdf, { schema: { tags: ['forms'], params: formIdParam } }, async (request, reply) => {
    const row = await ownedForm(db, filerOf(request), request.params.id);
    if (row.status !== 'filed') {
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.onlyFiledFormPrinted'),
      });
    }
    return printFiledForm(db, reply, row);
  });
}
