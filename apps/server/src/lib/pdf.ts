import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { AGENCY_TIME_ZONE } from '@efile/tax';
import { Tagger, type StructNode, type StructType } from './pdf-tags';
import { say } from './i18n';

/** When a form was filed, as the agency's clock reads it: "March 2, 2026 at 10:00 AM EST". */
export function agencyDateTime(when: Date): string {
  const date = new Intl.DateTimeFormat('en-US', { timeZone: AGENCY_TIME_ZONE, dateStyle: 'long' });
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: AGENCY_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  });
  return say('pdf.dateTime', { date: date.format(when), time: time.format(when) });
}

/** A printable filed form: the same figures the screen shows, with its receipt. */
export interface PrintableForm {
  title: string;
  taxYear: number;
  confirmationNumber: string;
  filedAt: Date;
  /** The taxpayer block: name, masked federal ID, address lines. */
  taxpayer: readonly string[];
  sections: readonly { heading: string; rows: readonly (readonly [string, string])[] }[];
  footer?: readonly string[];
}

const PAGE = { width: 612, height: 792, margin: 54 } as const;

/** Helvetica covers WinAnsi only: anything else prints as '?', never as an exception. */
function printable(font: PDFFont, text: string): string {
  return [...text.normalize('NFC')]
    .map((ch) => {
      try {
        font.encodeText(ch);
        return ch;
      } catch {
        return '?';
      }
    })
    .join('');
}

/**
 * Any printed document: a title, lines under it (the receipt, a period), the taxpayer block,
 * sections of label/value rows and a footer (a filed form, the account statement).
 */
export interface PrintableDocument {
  /** The PDF's title (a viewer's tab or window shows it). */
  documentTitle: string;
  heading: string;
  /** Lines under the heading: the first in bold. */
  subheadings: readonly string[];
  createdAt: Date;
  taxpayer: readonly string[];
  sections: PrintableForm['sections'];
  footer?: readonly string[];
}

/** Lays a form out on US Letter pages, starting a new page when one is full. */
export async function renderPdf(form: PrintableForm): Promise<Uint8Array> {
  return renderDocument({
    documentTitle: say('pdf.formDocumentTitle', { form: form.title, taxYear: form.taxYear }),
    heading: say('pdf.formHeading', { form: form.title, taxYear: form.taxYear }),
    subheadings: [
      say('pdf.confirmationNumber', { number: form.confirmationNumber }),
      say('pdf.filedAt', { when: agencyDateTime(form.filedAt) }),
    ],
    createdAt: form.filedAt,
    taxpayer: form.taxpayer,
    sections: form.sections,
    ...(form.footer ? { footer: form.footer } : {}),
  });
}

/** Lays a document out on US Letter pages, starting a new page when one is full. */
export async function renderDocument(form: PrintableDocument): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(form.documentTitle);
  doc.setAuthor(say('pdf.author'));
  doc.setCreationDate(form.createdAt);
  // A viewer's tab or window shows the title, not the file's (blob:) address (issue 14).
  doc.catalog.getOrCreateViewerPreferences().setDisplayDocTitle(true);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  // Tagged (issue 14): a structure tree a screen reader follows — H1, H2, P, Table/TR/TH/TD.
  const tags = new Tagger(doc);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;

  const ensure = (height: number) => {
    if (y - height >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };
  const text = (
    tag: StructType,
    value: string,
    options: { size?: number; font?: PDFFont; x?: number; right?: boolean; parent?: StructNode } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = printable(font, value);
    const x = options.right
      ? PAGE.width - PAGE.margin - font.widthOfTextAtSize(safe, size)
      : (options.x ?? PAGE.margin);
    const scope = tag === 'TH' ? 'Row' : undefined;
    tags.mark(
      page,
      tag,
      () => page.drawText(safe, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) }),
      options.parent,
      scope,
    );
  };
  const advance = (by: number) => (y -= by);

  text('P', say('pdf.agency'), { size: 9 });
  advance(22);
  text('H1', form.heading, { size: 16, font: bold });
  advance(18);
  form.subheadings.forEach((line, i) => {
    text('P', line, i === 0 ? { font: bold } : {});
    advance(i === form.subheadings.length - 1 ? 24 : 14);
  });
  for (const lineText of form.taxpayer) {
    ensure(14);
    text('P', lineText);
    advance(14);
  }
  for (const section of form.sections) {
    ensure(40);
    advance(10);
    text('H2', section.heading, { size: 12, font: bold });
    advance(6);
    tags.artifact(page, () =>
      page.drawLine({
        start: { x: PAGE.margin, y },
        end: { x: PAGE.width - PAGE.margin, y },
        thickness: 0.5,
        color: rgb(0.5, 0.5, 0.5),
      }),
    );
    advance(14);
    const table = section.rows.length > 0 ? tags.group('Table') : undefined;
    for (const [label, value] of section.rows) {
      ensure(14);
      const row = tags.group('TR', table);
      text('TH', label.length > 80 ? `${label.slice(0, 77)}...` : label, { parent: row });
      text('TD', value, { right: true, parent: row });
      advance(14);
    }
  }
  for (const note of form.footer ?? []) {
    ensure(14);
    advance(4);
    text('P', note, { size: 8 });
    advance(12);
  }
  tags.finish('en-US');
  return doc.save();
}
