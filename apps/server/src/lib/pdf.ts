import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { Tagger, type StructNode, type StructType } from './pdf-tags';
import { currentLanguage, say } from './i18n';
import { agencyDateTime, localeOf } from './formats';

export { agencyDateTime };

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
/** The width a line may take between the margins (504 pt on US Letter). */
export const USABLE_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The room kept between a row's label and its value. */
const GUTTER = 12;

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
 * `text` broken into lines no wider than `width` at `size` in `font`, at spaces (Spanish runs
 * longer than English: nothing is cut off). A word wider than the line on its own is broken
 * within. An empty text is one empty line.
 */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ +/).filter((w) => w !== '')) {
    const tried = line === '' ? word : `${line} ${word}`;
    if (fits(tried)) {
      line = tried;
      continue;
    }
    if (line !== '') lines.push(line);
    line = word;
    // A word longer than a line: as much of it on each line as fits.
    while (!fits(line)) {
      let cut = line.length - 1;
      while (cut > 1 && !fits(line.slice(0, cut))) cut -= 1;
      lines.push(line.slice(0, cut));
      line = line.slice(cut);
    }
  }
  lines.push(line);
  return lines;
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
  type Options = { size?: number; font?: PDFFont; parent?: StructNode };
  const ink = rgb(0.1, 0.1, 0.1);
  /**
   * A paragraph (or a table cell) at the left margin, wrapped to `width`; lines `leading` apart.
   * Lines that do not fit on the page go on the next, as the element's continuation.
   */
  const paragraph = (
    tag: StructType,
    value: string,
    leading: number,
    options: Options & { width?: number } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const lines = wrapText(font, size, printable(font, value), options.width ?? USABLE_WIDTH);
    const scope = tag === 'TH' ? 'Row' : undefined;
    let next = 0;
    while (next < lines.length) {
      const room = Math.max(1, Math.floor((y - PAGE.margin) / leading) + 1);
      const here = lines.slice(next, next + room);
      tags.markLines(
        page,
        tag,
        here.map(
          (line, i) => () =>
            page.drawText(line, { x: PAGE.margin, y: y - i * leading, size, font, color: ink }),
        ),
        options.parent,
        scope,
      );
      next += here.length;
      if (next < lines.length) {
        page = doc.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      } else {
        y -= (here.length - 1) * leading;
      }
    }
  };
  /** A value on one line against the right margin (a row's figure). */
  const rightAligned = (tag: StructType, value: string, options: Options = {}) => {
    const font = options.font ?? regular;
    const size = options.size ?? 10;
    const safe = printable(font, value);
    const x = PAGE.width - PAGE.margin - font.widthOfTextAtSize(safe, size);
    tags.mark(page, tag, () => page.drawText(safe, { x, y, size, font, color: ink }), options.parent);
  };
  const advance = (by: number) => (y -= by);

  paragraph('P', say('pdf.agency'), 11, { size: 9 });
  advance(22);
  paragraph('H1', form.heading, 20, { size: 16, font: bold });
  advance(18);
  form.subheadings.forEach((line, i) => {
    paragraph('P', line, 14, i === 0 ? { font: bold } : {});
    advance(i === form.subheadings.length - 1 ? 24 : 14);
  });
  for (const lineText of form.taxpayer) {
    ensure(14);
    paragraph('P', lineText, 14);
    advance(14);
  }
  for (const section of form.sections) {
    ensure(40);
    advance(10);
    paragraph('H2', section.heading, 15, { size: 12, font: bold });
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
      // The label wraps in what the value leaves of the line; the row is kept on one page.
      const valueWidth = regular.widthOfTextAtSize(printable(regular, value), 10);
      const width = Math.max(USABLE_WIDTH / 2, USABLE_WIDTH - valueWidth - GUTTER);
      const height = wrapText(regular, 10, printable(regular, label), width).length * 14;
      ensure(height);
      const row = tags.group('TR', table);
      const top = y;
      paragraph('TH', label, 14, { parent: row, width });
      const bottom = y;
      y = top;
      rightAligned('TD', value, { parent: row });
      y = bottom;
      advance(14);
    }
  }
  for (const note of form.footer ?? []) {
    ensure(14);
    advance(4);
    paragraph('P', note, 10, { size: 8 });
    advance(12);
  }
  tags.finish(localeOf(currentLanguage()));
  return doc.save();
}
