import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  api,
  formIdParam,
  PayableFormType,
  ProblemCode,
  taxYearParam,
  type BillingCalculation,
  type EstimateCalculation,
  type WorksheetDto,
} from '@efile/contracts';
import { formatUsd } from '@efile/tax';
import type { Tx } from '../../db/client';
import { renderPdf, type PrintableForm } from '../../lib/pdf';
import { requireFiler, requireIndividual } from '../../plugins/auth';
import { ProblemError } from '../../plugins/problems';
import { findForm, findTaxpayer } from '../annual-return/repository';
import { assertOwned, missingForm, view, waivedNotice } from '../annual-return/service';
import { findCertificate } from '../exemption/repository';

const maskFederalId = (id: string | null) => (id ? `*****${id.slice(-4)}` : '');

/** The taxpayer block of a printed form (joint filers: both names; federal IDs masked). */
async function taxpayerLines(db: Tx, taxpayerId: string): Promise<string[]> {
  const t = await findTaxpayer(db, taxpayerId);
  if (!t) return [];
  const name = [t.name2, t.middleInitial, t.name1].filter(Boolean).join(' ');
  const lines = [`${name}    Federal ID ${maskFederalId(t.federalId)}    Taxpayer ${t.id}`];
  if (t.jointName1) {
    const joint = [t.jointName2, t.jointMiddleInitial, t.jointName1].filter(Boolean).join(' ');
    lines.push(`Joint filer: ${joint}    Federal ID ${maskFederalId(t.jointFederalId)}`);
  }
  const zip = t.zip.length > 5 && !t.zip.includes('-') ? `${t.zip.slice(0, 5)}-${t.zip.slice(5)}` : t.zip;
  lines.push(t.streetAddress, `${t.city}, ${t.state} ${zip}`);
  return lines;
}

/** Worksheet lines as printed rows: label, amount (the same figures the screen shows). */
const worksheetRows = (lines: WorksheetDto['lines']) =>
  lines.map((l) => [l.label, formatUsd(l.amount)] as const);

async function sendPdf(reply: FastifyReply, form: PrintableForm, filename: string) {
  const bytes = await renderPdf(form);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

const REASONS: Record<string, string> = {
  retired: 'Retired',
  armedForces: 'Member of the U.S. Armed Forces',
  under18: 'Under 18 for the entire tax year',
  noEarnedIncome: 'No earned income for the entire tax year',
  BusinessOrRentalSold: 'Business closed or rental property sold',
};

/** Printable PDFs of filed forms, from the same figures the screens show (issue 4 "Print"). */
export default async function printRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const db = app.deps.database.db;
  const guard = { preHandler: app.authenticate };

  r.get(
    api.formPdf,
    { ...guard, schema: { tags: ['forms'], params: formIdParam } },
    async (request, reply) => {
      const filer = requireFiler(request);
      const row = await findForm(db, request.params.id);
      if (!row) throw missingForm();
      assertOwned(row, filer);
      if (row.status !== 'filed') {
        throw new ProblemError(409, ProblemCode.Conflict, {
          detail: 'Only a filed form can be printed as a PDF.',
        });
      }
      if (row.formType === 'individual-estimate' || row.formType === 'net-profit-estimate') {
        const { calculation } = row.result as {
          calculation: Pick<EstimateCalculation, 'worksheet' | 'installments' | 'notices'> & {
            residenceCity?: string;
          };
        };
        return sendPdf(
          reply,
          {
            title: PayableFormType[row.formType],
            taxYear: row.taxYear,
            confirmationNumber: row.confirmationNumber!,
            filedAt: row.filedAt!,
            taxpayer: [
              ...(await taxpayerLines(db, row.taxpayerId)),
              ...(calculation.residenceCity ? [`Residence city: ${calculation.residenceCity}`] : []),
            ],
            sections: [
              {
                heading: 'Estimated tax',
                rows: worksheetRows(
                  calculation.worksheet.lines.filter((l) => !l.id.startsWith('installment.')),
                ),
              },
              {
                heading: 'Quarterly payments',
                rows: calculation.installments.map(
                  (i) => [`Installment ${i.number}, due ${i.dueDate}`, formatUsd(i.amountDue)] as const,
                ),
              },
            ],
            footer: calculation.notices,
          },
          `${row.formType}-${row.taxYear}-${row.confirmationNumber}.pdf`,
        );
      }
      if (row.formType === 'billing-statement' || row.formType === 'employers-return') {
        const { calculation } = row.result as { calculation: BillingCalculation & { period?: number } };
        const title = PayableFormType[row.formType];
        const covers = row.period ? `Period ${row.period}; ` : '';
        return sendPdf(
          reply,
          {
            title,
            taxYear: row.taxYear,
            confirmationNumber: row.confirmationNumber!,
            filedAt: row.filedAt!,
            taxpayer: await taxpayerLines(db, row.taxpayerId),
            sections: [
              {
                heading: `${covers}figured as of ${calculation.asOf}; due ${calculation.dueDate}`,
                rows: worksheetRows(calculation.worksheet.lines),
              },
            ],
            footer: [...calculation.notices, 'Keep this copy for your records.'],
          },
          `${row.formType}-${row.taxYear}-${row.confirmationNumber}.pdf`,
        );
      }
      if (row.formType !== 'annual-return') throw missingForm();
      const form = await view(db, row);
      if (!form.calculation.ok) throw new ProblemError(422, ProblemCode.MissingTaxRate);
      const income = [
        ...form.w2s.map(
          (w) =>
            [
              `W-2 ${w.employer} (EIN ${w.ein}), ${w.locality ?? 'no locality'}: box 5 / box 19`,
              `${formatUsd(w.medicareWages)} / ${formatUsd(w.localTaxWithheld)}`,
            ] as const,
        ),
        ...form.form1099s.map(
          (f) =>
            [
              `1099 ${f.payer}, ${f.city ?? 'no city'}: income / tax paid`,
              `${formatUsd(f.income)} / ${formatUsd(f.taxPaid)}`,
            ] as const,
        ),
      ];
      return sendPdf(
        reply,
        {
          title: 'Individual Annual Return',
          taxYear: form.taxYear,
          confirmationNumber: form.confirmationNumber!,
          filedAt: new Date(form.filedAt!),
          taxpayer: [...(await taxpayerLines(db, row.taxpayerId)), `Residence city: ${form.residenceCity}`],
          sections: [
            { heading: 'W-2 and 1099 income', rows: income },
            {
              heading: 'City tax form',
              rows: worksheetRows(form.calculation.worksheet.lines),
            },
          ],
          footer: [
            'Filed through eFile; the agreement checkbox was accepted in lieu of signature.',
            ...(form.calculation.waivedOverpayment ? [waivedNotice(form.calculation.waivedOverpayment)] : []),
            'Keep this copy for your records.',
          ],
        },
        `annual-return-${form.taxYear}-${form.confirmationNumber}.pdf`,
      );
    },
  );

  r.get(
    `${api.exemptionStatus}/pdf`,
    { ...guard, schema: { tags: ['exemption'], params: taxYearParam } },
    async (request, reply) => {
      const filer = requireIndividual(request);
      const certificate = await findCertificate(db, filer.taxpayerId, request.params.year);
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
