import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProblemCode, XSRF_COOKIE, XSRF_HEADER, api, type UploadedFile } from '@efile/contracts';
import { uploadedFiles } from '../src/db/schema';
import { addFilers } from './support/filers';
import { jpeg, pdf, pdfObjectStream, png } from './support/files';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { MINUTE, TestServer, engines, expectProblem } from './support/test-app';
import type { FastifyInstance } from 'fastify';

const PDF = pdf();
const PNG = png();

/** A multipart/form-data body with fields first, then one file part. */
function multipart(
  field: string,
  name: string,
  type: string,
  content: Buffer,
  fields: Record<string, string> = {},
) {
  const boundary = '----efile-test-boundary';
  const before = Object.entries(fields).map(
    ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
  );
  const body = Buffer.concat([
    Buffer.from(
      `${before.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n`,
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
    options: { fields?: Record<string, string>; app?: FastifyInstance } = {},
  ) {
    const app = options.app ?? server.app;
    const xsrf = 'x'.repeat(43);
    const { body, contentType } = multipart(field, name, type, content, options.fields);
    return app.inject({
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

  it('keeps a PDF, PNG or JPEG in the upload store (not the database), under a clean name, and gives it back', async () => {
    const client = server.client();
    const [filer] = await addFilers(server, 1);
    const token = filer!.token;
    const res = await upload(token, 'file', '../../etc/W-2 2025.pdf', 'application/pdf', PDF);
    expect(res.statusCode, res.body).toBe(201);
    const file = res.json<UploadedFile>();
    expect(file).toMatchObject({
      name: 'W-2 2025.pdf',
      size: PDF.length,
      type: 'application/pdf',
      w2Id: null,
    });
    const [row] = await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    expect(row).toMatchObject({
      taxpayerId: filer!.taxpayerId,
      content: null,
      sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(row!.storageKey).toMatch(/^[0-9a-f]{2}\/[0-9a-f]{2}\/[0-9a-f]{32}$/);
    const back = await client.get(api.fileUploadById.replace(':id', String(file.id)), { token });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.headers['content-disposition']).toBe("attachment; filename*=UTF-8''W-2%202025.pdf");
    expect(back.rawPayload.equals(PDF)).toBe(true);
    expect((await upload(token, 'file', 'w2.png', 'image/png', PNG)).statusCode).toBe(201);
    expect((await upload(token, 'file', 'w2.jpg', 'image/jpeg', jpeg())).statusCode).toBe(201);
    const list = (await client.get(api.fileUpload, { token })).json<{ files: UploadedFile[] }>().files;
    expect(list.map((f) => f.name)).toEqual(['w2.jpg', 'w2.png', 'W-2 2025.pdf']);
    // Removed: gone from the list and the store.
    expect(
      (await client.delete(api.fileUploadById.replace(':id', String(file.id)), { token })).statusCode,
    ).toBe(204);
    expect((await client.get(api.fileUploadById.replace(':id', String(file.id)), { token })).statusCode).toBe(
      404,
    );
  });

  it('strips bidirectional controls from names, so a name cannot pretend to another extension', async () => {
    const [filer] = await addFilers(server, 1);
    const res = await upload(filer!.token, 'file', 'W-2\u202Egpj.pdf', 'application/pdf', PDF);
    expect(res.json<UploadedFile>().name).toBe('W-2gpj.pdf');
    const isolate = await upload(filer!.token, 'file', '\u2067scan\u2069\u200F.png', 'image/png', PNG);
    expect(isolate.json<UploadedFile>().name).toBe('scan.png');
  });

  it('refuses other types, content that only starts like its type, empty and oversized files, and anonymous callers', async () => {
    const [filer] = await addFilers(server, 1);
    const token = filer!.token;
    const html = await upload(token, 'file', 'w2.html', 'text/html', Buffer.from('<script>'));
    expect(expectProblem(html, 415, ProblemCode.Validation).detail).toBe(
      'Only PDF, PNG or JPEG files can be uploaded.',
    );
    const badCrc = Buffer.from(PNG);
    badCrc[30] = badCrc[30]! ^ 0xff;
    const disguised: [string, string, Buffer][] = [
      ['application/pdf', 'MZ executable', Buffer.from('MZ executable')],
      [
        'application/pdf',
        'PDF header then HTML',
        Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>'),
      ],
      [
        'application/pdf',
        'a PDF with JavaScript',
        pdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      ],
      ['application/pdf', 'a PDF with an escaped JavaScript name', pdf('/AA << /S /J#61vaScript >> ')],
      [
        'application/pdf',
        'JavaScript to open, inside a compressed object stream (issue 23 item 12)',
        pdfObjectStream('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> '),
      ],
      [
        'image/png',
        'PNG signature then HTML',
        Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html>'.repeat(10))]),
      ],
      ['image/png', 'a PNG with a broken CRC', badCrc],
      ['image/png', 'a PNG with bytes after IEND', Buffer.concat([PNG, Buffer.from('<script>')])],
      [
        'image/jpeg',
        'JPEG magic then HTML',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('<html>')]),
      ],
      ['image/jpeg', 'a truncated JPEG', jpeg().subarray(0, 100)],
    ];
    for (const [type, what, content] of disguised) {
      const res = await upload(token, 'file', 'w2', type, content);
      expect(expectProblem(res, 400, ProblemCode.Validation).errors, what).toEqual({
        file: 'The file’s content is not the PDF, PNG or JPEG its type says.',
      });
    }
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
    for (const contentType of [
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'multipart/form-data; boundary=wrong',
    ]) {
      const res = await server.app.inject({
        method: 'POST',
        url: api.fileUpload,
        payload: multipart('file', 'w2.pdf', 'application/pdf', PDF).body,
        cookies: { [XSRF_COOKIE]: 'x'.repeat(43) },
        headers: {
          'content-type': contentType,
          [XSRF_HEADER]: 'x'.repeat(43),
          authorization: `Bearer ${token}`,
        },
      });
      expectProblem(res, 400, ProblemCode.Validation);
    }
    // Nothing refused was kept.
    expect(
      await server.db.select().from(uploadedFiles).where(eq(uploadedFiles.userId, filer!.userId)),
    ).toEqual([]);
  });

  it("links a file to the filer's own W-2 or 1099 on the server, and refuses another filer's", async () => {
    const client = server.client();
    const [owner, stranger] = await addFilers(server, 2);
    expect((await client.post(api.efileQuestions, ALL_NO, { token: owner!.token })).statusCode).toBe(200);
    const w2 = (await client.post(api.formW2, LINNDALE_W2, { token: owner!.token })).json<{ id: number }>();
    const linked = await upload(owner!.token, 'file', 'w2.pdf', 'application/pdf', PDF, {
      fields: { w2Id: String(w2.id) },
    });
    expect(linked.statusCode, linked.body).toBe(201);
    expect(linked.json<UploadedFile>()).toMatchObject({ w2Id: w2.id, form1099Id: null });
    await upload(owner!.token, 'file', 'other.png', 'image/png', PNG);
    const ofW2 = await client.get(`${api.fileUpload}?w2Id=${w2.id}`, { token: owner!.token });
    expect(ofW2.json<{ files: UploadedFile[] }>().files.map((f) => f.name)).toEqual(['w2.pdf']);
    const theirs = await upload(stranger!.token, 'file', 'w2.pdf', 'application/pdf', PDF, {
      fields: { w2Id: String(w2.id) },
    });
    expectProblem(theirs, 403, ProblemCode.NotAuthorizedToFile);
    expectProblem(
      await upload(owner!.token, 'file', 'w2.pdf', 'application/pdf', PDF, {
        fields: { form1099Id: '999999999' },
      }),
      404,
      ProblemCode.NotFound,
    );
    // Another filer can neither read nor remove the file.
    const url = api.fileUploadById.replace(':id', String(linked.json<UploadedFile>().id));
    expectProblem(await client.get(url, { token: stranger!.token }), 403, ProblemCode.NotAuthorizedToFile);
    expectProblem(await client.delete(url, { token: stranger!.token }), 403, ProblemCode.NotAuthorizedToFile);
    expect((await client.get(`${api.fileUpload}`, { token: stranger!.token })).json()).toEqual({ files: [] });
  });

  it('limits each user to a rate of files a minute and a quota of files and bytes', async () => {
    const env = { UPLOAD_RATE_LIMIT_PER_MINUTE: '3', UPLOAD_QUOTA_FILES: '5', UPLOAD_QUOTA_MB: '1' };
    const now = await server.build({ env });
    const [filer, other] = await addFilers(server, 2);
    const send = (app: FastifyInstance, token: string, content = PDF) =>
      upload(token, 'file', 'w2.pdf', 'application/pdf', content, { app });
    for (let i = 0; i < 3; i++) expect((await send(now, filer!.token)).statusCode).toBe(201);
    const limited = expectProblem(await send(now, filer!.token), 429, ProblemCode.TooManyAttempts);
    expect(limited.retryAfterSeconds).toBe(60);
    // Another user is not slowed by the first one's uploads.
    expect((await send(now, other!.token)).statusCode).toBe(201);
    // A minute later: two more fit the quota of five files, the sixth does not.
    const later = (await server.clientAt(2 * MINUTE, env)).app;
    expect((await send(later, filer!.token)).statusCode).toBe(201);
    expect((await send(later, filer!.token)).statusCode).toBe(201);
    const full = expectProblem(await send(later, filer!.token), 413, ProblemCode.Validation);
    expect(full.detail).toBe('You can keep at most 5 files and 1 MB of uploads.');
    // The byte quota: 1 MB holds one 0.6 MB file, not two.
    const padded = pdf(`/Padding (${'x'.repeat(600 * 1024)}) `);
    expect((await send(now, other!.token, padded)).statusCode).toBe(201);
    expectProblem(await send(now, other!.token, padded), 413, ProblemCode.Validation);
  });
});
