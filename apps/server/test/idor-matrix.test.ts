import { describe, expect, it } from 'vitest';
import { ProblemCode, api, type UploadedFile } from '@efile/contracts';
import { addFilers, type Filer } from './support/filers';
import { pdf } from './support/files';
import { ALL_NO, LINNDALE_W2 } from './support/forms';
import { PROBLEM_CONTENT_TYPE, XSRF_COOKIE, XSRF_HEADER } from '@efile/contracts';
import { TestServer, engines, type Client } from './support/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
interface Route {
  method: Method;
  /** Fastify form: /api/form/:id */
  url: string;
  params: string[];
}

/** Every route of the app, from its OpenAPI document (generated from the registered routes). */
async function routeTable(server: TestServer): Promise<Route[]> {
  await server.app.ready();
  const doc = server.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  const routes: Route[] = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    // Staff routes act for the agency, not one taxpayer: staff-access-matrix.test.ts covers them.
    if (path.startsWith('/api/staff/')) continue;
    for (const method of Object.keys(operations)) {
      const upper = method.toUpperCase();
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(upper)) continue;
      const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
      routes.push({ method: upper as Method, url: path.replace(/\{(\w+)\}/g, ':$1'), params });
    }
  }
  return routes;
}

/**
 * Which of the owner's ids each id-taking route is given; a route whose parameter is not here
 * fails the matrix until someone says what it identifies. Parameters that are not ids of anyone's
 * data (the tax year, a form type) are scoped by the session and listed as such.
 */
type IdKind = 'w2' | 'form1099' | 'draftForm' | 'filedForm' | 'upload';
const ID_KINDS: Record<string, IdKind[]> = {
  '/api/form-w2/:id': ['w2'],
  '/api/form1099/:id': ['form1099'],
  '/api/form/:id': ['draftForm', 'filedForm'],
  '/api/forms/:id/pdf': ['draftForm', 'filedForm'],
  '/api/payments/tax-forms/:id': ['filedForm'],
  '/api/payments/tax-forms/:id/initiate-payment-session': ['filedForm'],
  '/api/payments/tax-forms/:id/no-payment': ['filedForm'],
  '/api/payments/tax-forms/:id/check': ['filedForm'],
  // One installment of a filed form (issue 22, ADR 0044): the form is the id; the matrix asks installment 1.
  '/api/payments/tax-forms/:id/installments/:installment': ['filedForm'],
  '/api/payments/tax-forms/:id/installments/:installment/initiate-payment-session': ['filedForm'],
  '/api/payments/tax-forms/:id/installments/:installment/check': ['filedForm'],
  '/api/file-upload/:id': ['upload'],
};
const SESSION_SCOPED_PARAMS = new Set(['year', 'type']);

/** A valid body for routes that read one, so a refusal is the authorization check's, not validation's. */
const BODIES: Record<string, unknown> = {
  'PUT /api/form-w2/:id': LINNDALE_W2,
  'PUT /api/form1099/:id': { payer: 'Acme', income: 100_000, city: 'Cleveland', taxPaid: 0 },
};

describe.each(engines)(
  'IDOR matrix: every route that takes an id × two unrelated users on $name',
  (engine) => {
    const server = TestServer.setup(engine);

    /** The owner's data of every kind: a draft return with a W-2 and a 1099, a filed statement, a file. */
    async function ownerData(client: Client, owner: Filer): Promise<Record<IdKind, number>> {
      const token = owner.token;
      const draft = (await client.post(api.efileQuestions, ALL_NO, { token })).json<{ formId: number }>();
      const w2 = (await client.post(api.formW2, LINNDALE_W2, { token })).json<{ id: number }>();
      const item1099 = await client.post(api.form1099, BODIES['PUT /api/form1099/:id'], { token });
      const statement = await client.post(
        api.billingStatement,
        { taxYear: 2024, taxDue: 100_000, payments: [], returnFiledDate: '2025-06-20' },
        { token },
      );
      const upload = await uploadPdf(owner);
      const ids = {
        w2: w2.id,
        form1099: item1099.json<{ id: number }>().id,
        draftForm: draft.formId,
        filedForm: statement.json<{ id: number }>().id,
        upload: upload.id,
      };
      for (const [kind, id] of Object.entries(ids)) expect(id, kind).toBeGreaterThan(0);
      return ids;
    }

    async function uploadPdf(owner: Filer): Promise<UploadedFile> {
      const boundary = 'idor-matrix';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="w2.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf(),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const xsrf = 'x'.repeat(43);
      const res = await server.app.inject({
        method: 'POST',
        url: api.fileUpload,
        payload: body,
        cookies: { [XSRF_COOKIE]: xsrf },
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          [XSRF_HEADER]: xsrf,
          authorization: `Bearer ${owner.token}`,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<UploadedFile>();
    }

    it('the route table names what each id is', async () => {
      const unknown = (await routeTable(server))
        .filter((r) => r.params.some((p) => !SESSION_SCOPED_PARAMS.has(p)))
        .filter((r) => !ID_KINDS[r.url])
        .map((r) => `${r.method} ${r.url}`);
      expect(unknown, 'routes taking an id the matrix does not know').toEqual([]);
    });

    it("refuses each route with another user's id, and leaves the owner's data as it was", async () => {
      const client = server.client();
      const [owner, other] = await addFilers(server, 2);
      const [business] = await addFilers(server, 1, { business: true });
      const ids = await ownerData(client, owner!);
      const routes = (await routeTable(server)).filter((r) => ID_KINDS[r.url]);
      expect(routes.length).toBeGreaterThanOrEqual(Object.keys(ID_KINDS).length);
      const leaks: string[] = [];
      let attempts = 0;
      // Reads before writes, so a refused DELETE cannot hide a leaking GET.
      const order: Method[] = ['GET', 'PUT', 'POST', 'DELETE'];
      routes.sort((a, b) => order.indexOf(a.method) - order.indexOf(b.method));
      for (const stranger of [other!, business!])
        for (const route of routes) {
          for (const kind of ID_KINDS[route.url]!) {
            const url = route.url.replace(':id', String(ids[kind])).replace(':installment', '1');
            const body = BODIES[`${route.method} ${route.url}`];
            const res =
              route.method === 'GET'
                ? await client.get(url, { token: stranger.token })
                : await client.send(route.method, url, body, { token: stranger.token });
            attempts++;
            const refused =
              [403, 404].includes(res.statusCode) &&
              String(res.headers['content-type']).startsWith(PROBLEM_CONTENT_TYPE);
            if (!refused)
              leaks.push(
                `${route.method} ${url} (${kind}) answered ${res.statusCode}: ${res.body.slice(0, 80)}`,
              );
            if (res.statusCode === 403) {
              expect(res.json<{ type: string }>().type).toBe(`/problems/${ProblemCode.NotAuthorizedToFile}`);
            }
          }
        }
      expect(leaks).toEqual([]);
      expect(attempts).toBeGreaterThanOrEqual(20);
      // The owner still has everything, unchanged.
      const form = await client.get(api.annualReturn, { token: owner!.token });
      expect(form.json()).toMatchObject({
        w2s: [{ id: ids.w2, wages: LINNDALE_W2.wages }],
        form1099s: [{ id: ids.form1099 }],
      });
      expect(
        (await client.get(api.paymentInfo.replace(':id', String(ids.filedForm)), { token: owner!.token }))
          .statusCode,
      ).toBe(200);
      const file = await client.get(api.fileUploadById.replace(':id', String(ids.upload)), {
        token: owner!.token,
      });
      expect(file.statusCode).toBe(200);
    });
  },
);
