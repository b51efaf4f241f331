import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLanguage } from '../i18n/language';
import { openPdf, pdfFileName } from './pdf';

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

describe('a PDF is asked in the page’s language (issue 26)', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await startLanguage('en', () => undefined);
  });

  it('sends the page’s language, not the browser’s preference', async () => {
    await startLanguage('es', () => undefined);
    const asked: Headers[] = [];
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
      asked.push(new Headers(init.headers));
      return Promise.resolve({
        ok: true,
        headers: new Headers(),
        blob: () => Promise.resolve(new Blob(['%PDF'])),
      });
    });
    const objectUrls = { createObjectURL: () => 'blob:pdf', revokeObjectURL: () => undefined };
    vi.stubGlobal('URL', Object.assign(class extends URL {}, objectUrls));
    await openPdf('/api/forms/1/pdf');
    expect(asked[0]?.get('accept-language')).toBe('es');
  });
});
