import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { ProblemCode, api } from '@efile/contracts';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { expectTaggedPdf, pdfText } from './support/pdf';
import { TestServer, engines, expectProblem } from './support/test-app';

describe.each(engines)('printable PDFs on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('prints a filed annual return with its confirmation number, the worksheet figures and a masked federal ID', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('pdf', { links: ['100007'] }));
    await client.post(api.efileQuestions, ALL_NO, { token });
    await client.post(api.formW2, LINNDALE_W2, { token });
    const form = (await client.get(api.annualReturn, { token })).json<{ id: number }>();
    const pdfUrl = api.formPdf.replace(':id', String(form.id));
    expectProblem(await client.get(pdfUrl, { token }), 409, ProblemCode.Conflict);

    const filed = (await client.post(api.fileAnnualReturn, { agreement: true }, { token })).json<{
      confirmationNumber: string;
    }>();
    const res = await client.get(pdfUrl, { token });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toContain(`Confirmation number ${filed.confirmationNumber}`);
    expect(text).toContain('Individual Annual Return — tax year 2025'.replace('—', '\u0097'));
    // $50,000.00 × 2.5 % = $1,250.00 − Linndale credit $1,000.00 → $250.00.
    expect(text).toContain('$1,250.00');
    expect(text).toContain('$250.00');
    expect(text).toContain('Federal ID *****0007');
    // The agency's time (T0 is 2 March 2026, 15:00 UTC), not UTC; the viewer shows the title.
    expect(text).toContain('Filed March 2, 2026 at 10:00 AM EST');
    const doc = await PDFDocument.load(res.rawPayload);
    expect(doc.getTitle()).toBe('Individual Annual Return 2025');
    expect(doc.catalog.getViewerPreferences()?.getDisplayDocTitle()).toBe(true);
    await expectTaggedPdf(res.rawPayload, 'Individual Annual Return — tax year 2025');
    expect(text).not.toContain('900000007');

    const stranger = server.client();
    const other = await stranger.signIn(await server.addUser('pdf2', { links: ['100005'] }));
    expectProblem(await stranger.get(pdfUrl, { token: other }), 403, ProblemCode.NotAuthorizedToFile);
  });

  it('prints a filed exemption certificate', async () => {
    const client = server.client();
    const token = await client.signIn(await server.addUser('expdf', { links: ['100012'] }));
    const url = `${api.exemptionStatus.replace(':year', '2025')}/pdf`;
    expectProblem(await client.get(url, { token }), 404, ProblemCode.MissingTaxForm);
    const filed = (await client.post(api.exempt, { exemptionSelection: 'retired' }, { token })).json<{
      confirmationNumber: string;
    }>();
    const bytes = (await client.get(url, { token })).rawPayload;
    const text = pdfText(bytes);
    expect(text).toContain(`Confirmation number ${filed.confirmationNumber}`);
    expect(text).toContain('Retired');
    await expectTaggedPdf(bytes, 'Exemption');
  });
});
