import type { FastifyReply } from 'fastify';
import type { WorksheetDto } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { renderPdf, type PrintableForm } from '../../lib/pdf';
import { findTaxpayer } from '../taxpayers';
import type { TaxFormRow } from './repository';
import { say, sayMessage } from '../../lib/i18n';
import { money } from '../../lib/formats';

const maskFederalId = (id: string | null) => (id ? `*****${id.slice(-4)}` : '');

/** The taxpayer block of a printed form (joint filers: both names; federal IDs masked). */
export async function taxpayerLines(db: Tx, taxpayerId: string): Promise<string[]> {
  const t = await findTaxpayer(db, taxpayerId);
  if (!t) return [];
  const name = [t.name2, t.middleInitial, t.name1].filter(Boolean).join(' ');
  const lines = [say('pdf.taxpayerLine', { name, federalId: maskFederalId(t.federalId), taxpayerId: t.id })];
  if (t.jointName1) {
    const joint = [t.jointName2, t.jointMiddleInitial, t.jointName1].filter(Boolean).join(' ');
    lines.push(say('pdf.jointFilerLine', { name: joint, federalId: maskFederalId(t.jointFederalId) }));
  }
  const zip = t.zip.length > 5 && !t.zip.includes('-') ? `${t.zip.slice(0, 5)}-${t.zip.slice(5)}` : t.zip;
  lines.push(t.streetAddress, `${t.city}, ${t.state} ${zip}`);
  return lines;
}

/**
 * Worksheet lines as printed rows: label in the reader's language, amount (the same figures the
 * screen shows).
 */
export const worksheetRows = (lines: WorksheetDto['lines']) =>
  lines.map((l) => [sayMessage(l.label), money(l.amount)] as const);

export async function sendPdf(reply: FastifyReply, form: PrintableForm, filename: string) {
  const bytes = await renderPdf(form);
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(bytes));
}

/** What a form adds to its printed copy: lines under the taxpayer block, sections and footer. */
export interface PrintedBody {
  taxpayer?: readonly string[];
  sections: PrintableForm['sections'];
  footer: readonly string[];
}

/** Each form's section builder (ADR 0029): its filed row as printed sections. */
export type PrintSections = (db: Tx, row: TaxFormRow) => Promise<PrintedBody>;

/** The forms module's part of a form's declaration (ADR 0052): its printed copy. */
declare module '../../lib/forms' {
  interface ServerForm {
    /** Its filed copy's sections (GET /api/forms/:id/pdf, the console's copy); every payable form has one. */
    readonly print?: PrintSections;
  }
}
