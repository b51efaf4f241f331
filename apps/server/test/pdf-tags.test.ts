import { PDFDocument, StandardFonts } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { withLanguage } from '../src/lib/i18n';
import { renderDocument, renderPdf, USABLE_WIDTH, wrapText } from '../src/lib/pdf';
import { pdfStructure, pdfText } from './support/pdf';

/** Tagged PDFs (issue 14): what a screen reader needs, checked by parsing the bytes with pdf-lib. */
describe('tagged PDFs', () => {
  it('marks a filed form as tagged, in English, with headings, paragraphs and a table of its figures', async () => {
    const bytes = await renderPdf({
      title: 'Individual Estimate',
      taxYear: 2026,
      confirmationNumber: 'IE2026-000123',
      filedAt: new Date('2026-07-01T03:30:00Z'),
      taxpayer: ['Jane Taxpayer    Federal ID *****0007', '1 Main St', 'Cleveland, OH 44101'],
      sections: [
        {
          heading: 'Estimate',
          rows: [
            ['Estimated tax', '$1,000.00'],
            ['Due now', '$250.00'],
          ],
        },
        { heading: 'Nothing here', rows: [] },
      ],
      footer: ['Keep this copy for your records.'],
    });
    const s = await pdfStructure(bytes);
    expect(s.marked).toBe(true);
    expect(s.lang).toBe('en-US');
    expect(s.hasStructTree).toBe(true);
    expect(s.structParents).toEqual(['0']);
    expect(s.headings).toEqual([
      { type: 'H1', text: 'Individual Estimate \u0097 tax year 2026' },
      { type: 'H2', text: 'Estimate' },
      { type: 'H2', text: 'Nothing here' },
    ]);
    expect(s.elements.filter((e) => e.type === 'TH').map((e) => e.text)).toEqual([
      'Estimated tax',
      'Due now',
    ]);
    expect(s.elements.filter((e) => e.type === 'TD').map((e) => e.text)).toEqual(['$1,000.00', '$250.00']);
    // The agency's clock (America/New_York), not UTC: 03:30 UTC on July 1 is 11:30 PM EDT on June 30.
    expect(s.elements.map((e) => e.text)).toContain('Filed June 30, 2026 at 11:30 PM EDT');
    expect(s.unreferenced).toEqual([]);
    expect(s.duplicated).toEqual([]);
    expect(s.dangling).toEqual([]);
    // Every piece of text drawn is inside a marked-content sequence of the structure, in reading order.
    expect(s.elements.map((e) => e.text)).toEqual(pdfText(Buffer.from(bytes)).split('\n'));
  });

  it('keeps every page tagged when a long document runs over several pages', async () => {
    const rows = Array.from({ length: 120 }, (_, i) => [`Line ${i + 1}`, `$${i}.00`] as const);
    const bytes = await renderDocument({
      documentTitle: 'Account statement',
      heading: 'Account statement',
      subheadings: ['January 1, 2020 to December 31, 2026'],
      createdAt: new Date('2026-03-02T15:00:00Z'),
      taxpayer: ['Jane Taxpayer'],
      sections: [
        { heading: 'Entries', rows },
        { heading: 'Totals', rows: [['Balance', '$7,140.00']] },
      ],
    });
    const s = await pdfStructure(bytes);
    expect(s.pageCount).toBeGreaterThan(1);
    expect(s.structParents).toEqual(Array.from({ length: s.pageCount }, (_, i) => String(i)));
    expect(s.headings.map((h) => h.text)).toEqual(['Account statement', 'Entries', 'Totals']);
    expect(s.elements.filter((e) => e.type === 'TH')).toHaveLength(121);
    expect(s.unreferenced).toEqual([]);
    expect(s.duplicated).toEqual([]);
    expect(s.dangling).toEqual([]);
    expect(s.elements.map((e) => e.text)).toEqual(pdfText(Buffer.from(bytes)).split('\n'));
  });

  it('wraps a long Spanish line by words to the page, every line within the margins, tagged as one element', async () => {
    const long =
      'Los intereses y multas posteriores al vencimiento se agregan al cobrarse; la página de la cuenta muestra lo que cubre pagar hoy, y los movimientos anteriores a su vinculación se suman al saldo inicial.';
    const label =
      'Crédito por impuestos pagados a otra ciudad sobre los salarios de Medicare de todos los formularios W-2 presentados';
    const bytes = await withLanguage('es', () =>
      renderDocument({
        documentTitle: 'Estado de cuenta',
        heading:
          'Estado de cuenta de impuestos, multas e intereses (Tax, Penalty, and Interest Billing Statement) — año tributario 2025',
        subheadings: [long],
        createdAt: new Date('2026-03-02T15:00:00Z'),
        taxpayer: ['Ana Contribuyente'],
        sections: [{ heading: 'Resumen', rows: [[label, '$1,234,567.89']] }],
        footer: [long],
      }),
    );
    const s = await pdfStructure(bytes);
    expect(s.lang).toBe('es-US');
    expect([...s.unreferenced, ...s.duplicated, ...s.dangling]).toEqual([]);
    const drawn = pdfText(Buffer.from(bytes)).split('\n');
    expect(s.elements.map((e) => e.text)).toEqual(drawn);

    const doc = await PDFDocument.create();
    const regular = await doc.embedFont(StandardFonts.Helvetica);
    const bold = await doc.embedFont(StandardFonts.HelveticaBold);
    // The long subheading (bold, 10 pt) takes several lines, every one within the 504 pt between the margins.
    const lines = wrapText(bold, 10, long, USABLE_WIDTH);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe(long);
    for (const line of lines) expect(bold.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(USABLE_WIDTH);
    for (const line of lines) expect(drawn).toContain(line);
    // Every paragraph is drawn whole, in lines that fit at its own size: the subheading (bold 10 pt)
    // and the footer (8 pt), the same sentence wrapped to more words a line.
    const footer = wrapText(regular, 8, long, USABLE_WIDTH);
    for (const line of footer) expect(regular.widthOfTextAtSize(line, 8)).toBeLessThanOrEqual(USABLE_WIDTH);
    expect(footer.length).toBeLessThan(lines.length + 1);
    expect(s.elements.filter((e) => e.type === 'P').map((e) => e.text)).toEqual([
      'Central Collection Agency \u0097 eFile',
      ...lines,
      'Ana Contribuyente',
      ...footer,
    ]);
    // The heading (16 pt) wraps too, and stays one H1 whose lines read in order.
    const h1 = s.elements.filter((e) => e.type === 'H1').map((e) => e.text);
    expect(h1.length).toBeGreaterThan(1);
    for (const line of h1)
      expect(bold.widthOfTextAtSize(line.replace('\u0097', '—'), 16)).toBeLessThanOrEqual(USABLE_WIDTH);
    // A row's label wraps beside its value; the value keeps its own cell.
    const th = s.elements.filter((e) => e.type === 'TH').map((e) => e.text);
    expect(th.length).toBeGreaterThan(1);
    expect(th.join(' ')).toBe(label);
    const room = USABLE_WIDTH - regular.widthOfTextAtSize('$1,234,567.89', 10);
    for (const line of th) expect(regular.widthOfTextAtSize(line, 10)).toBeLessThan(room);
    expect(s.elements.filter((e) => e.type === 'TD').map((e) => e.text)).toEqual(['$1,234,567.89']);
  });

  it('breaks a word wider than a line within it', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const lines = wrapText(font, 10, 'x'.repeat(200), 100);
    expect(lines.join('')).toBe('x'.repeat(200));
    for (const line of lines) expect(font.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(100);
    expect(wrapText(font, 10, '', 100)).toEqual(['']);
  });
});
