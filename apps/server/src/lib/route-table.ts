import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route as registered: its method(s), path and schemas (zod), for tests generated from it. */
export type RouteEntry = Pick<RouteOptions, 'method' | 'url' | 'schema' | 'config'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after buildApp's start, in order (the fuzz and IDOR tests read it). */
    routeTable: readonly RouteEntry[];
  }
}

/** Records every route the app registers from now on into `app.routeTable`. */
export function recordRoutes(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    table.push({ method: route.method, url: route.url, schema: route.schema, config: route.config });
  });
}
