import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PROBLEM_CONTENT_TYPE, XSRF_COOKIE, XSRF_HEADER, api } from '@efile/contracts';
import type { RouteEntry } from '../src/lib/route-table';
import { anyJson, inputOf, jsonSchemaOf } from './support/fuzz';
import { TestServer, engines } from './support/test-app';

/**
 * Property-based fuzz of every API route, generated from the route table and each route's zod
 * schemas: whoever sends whatever, the answer is never a 5xx, and every 4xx is problem+json.
 * FUZZ_RUNS requests per route and caller kind (default 10: about 10 s an engine; raise it locally).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

type Who = 'anonymous' | 'individual' | 'business';
const USERS: Record<Exclude<Who, 'anonymous'>, string> = {
  individual: 'jane.taxpayer',
  business: 'acme.owner',
};

interface Route {
  method: string;
  url: string;
  multipart: boolean;
  params: ReturnType<typeof jsonSchemaOf>;
  query: ReturnType<typeof jsonSchemaOf>;
  body: ReturnType<typeof jsonSchemaOf>;
}

/** The API routes of the table, one per method and path (Fastify's automatic HEAD routes left out). */
function apiRoutes(table: readonly RouteEntry[]): Route[] {
  const seen = new Map<string, Route>();
  for (const entry of table) {
    if (!entry.url?.startsWith('/api/')) continue;
    const schema = (entry.schema ?? {}) as {
      params?: unknown;
      querystring?: unknown;
      body?: unknown;
      consumes?: string[];
    };
    for (const method of [entry.method].flat()) {
      if (method === 'HEAD' || seen.has(`${method} ${entry.url}`)) continue;
      seen.set(`${method} ${entry.url}`, {
        method,
        url: entry.url,
        multipart: schema.consumes?.includes('multipart/form-data') ?? false,
        params: safeJsonSchema(schema.params),
        query: safeJsonSchema(schema.querystring),
        body: safeJsonSchema(schema.body),
      });
    }
  }
  return [...seen.values()];
}

function safeJsonSchema(schema: unknown) {
  try {
    return jsonSchemaOf(schema);
  } catch {
    return undefined;
  }
}

/** An upload's body: a well-formed part (boundary `fuzz`) around odd content, or anything. */
const multipartBody = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('file', 'other', ''),
      fc.string({ maxLength: 40 }),
      fc.constantFrom('application/pdf', 'image/png', 'image/jpeg', 'text/html', ''),
      fc.oneof(fc.constant('%PDF-1.7\n'), fc.string({ maxLength: 200 })),
    )
    .map(
      ([field, name, type, content]) =>
        `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: ${type}\r\n\r\n${content}\r\n--fuzz--\r\n`,
    ),
  fc.string({ maxLength: 300 }),
);

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** The request path with each `:param` filled (percent-encoded) from the generated params. */
function fillPath(url: string, params: unknown): string {
  const values = params && typeof params === 'object' ? (params as Record<string, unknown>) : {};
  return url.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) =>
    encodeURIComponent(text(values[name] ?? params ?? 'x') || 'x'),
  );
}

function queryString(query: unknown): string {
  if (query === undefined) return '';
  if (!query || typeof query !== 'object' || Array.isArray(query))
    return `?q=${encodeURIComponent(text(query))}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    search.append(key, text(value));
  const rendered = search.toString();
  return rendered ? `?${rendered}` : '';
}

function expectWellFormed(res: LightMyRequestResponse, label: string) {
  expect(res.statusCode, `${label} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode >= 400) {
    expect(res.headers['content-type'], `${label} → ${res.statusCode}`).toMatch(
      new RegExp(`^${PROBLEM_CONTENT_TYPE.replace('+', '\\+')}`),
    );
    const problem = res.json<{ type: string; title: string; status: number }>();
    expect(problem.status, label).toBe(res.statusCode);
    expect(problem.type, label).toMatch(/^\/problems\//);
    expect(typeof problem.title, label).toBe('string');
  }
}

describe.each(engines)('fuzz of every API route on $name', (engine) => {
  const server = TestServer.setup(engine);

  it('the route table holds every API path of the contracts', () => {
    const urls = new Set(server.app.routeTable.map((r) => r.url));
    const expected = Object.values(api).filter((p) => p !== api.devMailbox);
    expect(expected.filter((p) => !urls.has(p))).toEqual([]);
  });

  it(
    'no generated request gets a 5xx; every 4xx is problem+json',
    async () => {
      const routes = apiRoutes(server.app.routeTable);
      expect(routes.length).toBeGreaterThan(40);
      const client = server.client();
      const xsrf = await client.xsrfToken();
      const tokens: Record<string, string> = {};
      const signIn = async (who: Exclude<Who, 'anonymous'>) =>
        (tokens[who] = await client.signIn(USERS[who]));
      for (const who of ['individual', 'business'] as const) await signIn(who);

      for (const route of routes) {
        const request = fc.record({
          who: fc.constantFrom<Who>('anonymous', 'individual', 'individual', 'business', 'business'),
          params: route.params
            ? inputOf(route.params)
            : fc.oneof(fc.integer({ min: -5, max: 200_000 }), anyJson),
          query: inputOf(route.query),
          body: route.multipart ? multipartBody : inputOf(route.body),
          encoding: route.multipart
            ? fc.constantFrom('multipart', 'multipart', 'multipart', 'json', 'text')
            : fc.constantFrom('json', 'json', 'json', 'json', 'json', 'text', 'multipart'),
          boundary: fc.constantFrom(
            '',
            '; boundary=',
            '; boundary=fuzz',
            '; boundary=fuzz',
            '; boundary=other',
          ),
          withXsrf: fc.constantFrom(true, true, true, true, true, true, false),
        });
        await fc.assert(
          fc.asyncProperty(request, async (r) => {
            const url = fillPath(route.url, r.params) + queryString(r.query);
            const headers: Record<string, string> = r.withXsrf ? { [XSRF_HEADER]: xsrf } : {};
            if (r.who !== 'anonymous') headers.authorization = `Bearer ${tokens[r.who]}`;
            const hasBody = route.method !== 'GET' && r.body !== undefined;
            let payload: string | undefined;
            if (hasBody && r.encoding === 'json') {
              headers['content-type'] = 'application/json';
              payload = JSON.stringify(r.body);
            } else if (hasBody) {
              headers['content-type'] =
                r.encoding === 'text' ? 'text/plain' : `multipart/form-data${r.boundary}`;
              payload = text(r.body);
            }
            const res = await server.app.inject({
              method: route.method as 'GET',
              url,
              headers,
              cookies: { [XSRF_COOKIE]: xsrf },
              ...(payload === undefined ? {} : { payload }),
            });
            expectWellFormed(res, `${route.method} ${url} as ${r.who}`);
            // Signing out (or anything that ends the session) must not starve the other routes.
            if (r.who !== 'anonymous' && (route.url === api.signOut || res.statusCode === 401))
              await signIn(r.who);
          }),
          { numRuns: RUNS * 3, ...(SEED === undefined ? {} : { seed: SEED }) },
        );
      }
    },
    10 * 60_000,
  );
});
