import { describe, expect, it } from 'vitest';
import { pdfFileName } from './pdf';

describe('a PDF is saved under the name the server gives it (issue 14)', () => {
  it('takes the content-disposition file name', () => {
    expect(pdfFileName('inline; filename="annual-return-2025-AR2025-3F9A0C11D2.pdf"')).toBe(
      'annual-return-2025-AR2025-3F9A0C11D2.pdf',
    );
  });
  it('never takes a path or an odd name, and falls back to a plain one', () => {
    expect(pdfFileName('inline; filename="../../etc/passwd.pdf"')).toBe('eFile-form.pdf');
    expect(pdfFileName(null)).toBe('eFile-form.pdf');
  });
});
