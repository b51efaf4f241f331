import { describe, expect, it } from 'vitest';
import { renderDocument, renderPdf } from '../src/lib/pdf';
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
});
