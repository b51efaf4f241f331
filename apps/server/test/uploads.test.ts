import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import { uploadedFiles } from '../src/db/schema';
import { TestServer, engines, expectProblem } from './support/test-app';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(32, 1),
]);

/** A multipart/form-data body with one file part. */
function multipart(field: string, name: string, type: string, content: Buffer) {
  const boundary = '----efile-test-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe.each(engines)('file upload on $name', (engine) => {
  const server = TestServer.setup(engine);

  async function upload(
    token: string | undefined,
    field: string,
    name: string,
    type: string,
    content: Buffer,
  ) {
    const client = server.client();
    const xsrf = await client.xsrfToken();
    const { body, contentType } = multipart(field, name, type, content);
    return server.app.inject({
      method: 'POST',
      url: api.fileUpload,
      payload: body,
      cookies: { [XSRF_COOKIE]: xsrf },
      headers: {
        'content-type': contentType,
        [XSRF_HEADER]: xsrf,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  }

  it('keeps a PDF or PNG whose content matches its type, under a clean name', async () => {
    const token = await server.client().signIn('sam.retired');
    const res = await upload(token, 'file', '../../etc/W-2 2025.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<{ id: number }>();
    expect(file).toMatchObject({ name: 'W-2 2025.pdf', size: PDF.length, type: 'application/pdf' });
    const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(Buffer.from(row!.content!).equals(PDF)).toBe(true);
    expect(row).toMatchObject({ taxpayerId: '100007', sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect((await upload(token, 'file', 'w2.png', 'image/png', PNG)).statusCode).toBe(201);
  });

  it('refuses other types, disguised content, empty and oversized files, and anonymous callers', async () => {
    const token = await server.client().signIn('sam.retired');
    const html = await upload(token, 'file', 'w2.html', 'text/html', Buffer.from('<script>'));
    expect(expectProblem(html, 415, ProblemCode.Validation).detail).toBe(
      'Only PDF, PNG or JPEG files can be uploaded.',
    );
    const fake = await upload(token, 'file', 'w2.pdf', 'application/pdf', Buffer.from('MZ executable'));
    expect(expectProblem(fake, 400, ProblemCode.Validation).errors).toEqual({
      file: 'The file’s content is not the PDF, PNG or JPEG its type says.',
    });
    expectProblem(
      await upload(token, 'file', 'e.pdf', 'application/pdf', Buffer.alloc(0)),
      400,
      ProblemCode.Validation,
    );
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)]);
    expect(
      expectProblem(
        await upload(token, 'file', 'big.pdf', 'application/pdf', big),
        413,
        ProblemCode.Validation,
      ).detail,
    ).toBe('The file must be at most 5 MB.');
    expectProblem(
      await upload(token, 'other', 'w2.pdf', 'application/pdf', PDF),
      400,
      ProblemCode.Validation,
    );
    expectProblem(
      await upload(undefined, 'file', 'w2.pdf', 'application/pdf', PDF),
      401,
      ProblemCode.Unauthenticated,
    );
  });
});
