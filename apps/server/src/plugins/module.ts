import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { setFolderAccess, type FolderAccess } from './auth';

/** A part a module registers: its routes, or its set-up, with the options it is registered with. */
export type ModulePart<Options> = (app: FastifyInstance, options: Options) => Promise<void>;

/**
 * A server module as `app.ts` registers it (issue 25 item 3, ADR 0055): the default export of
 * `modules/<name>/index.ts`, the module's front door (its other exports are the names other
 * modules may use).
 */
export interface ModuleDeclaration<Options> {
  /** The folder's name; the plugin is `modules/<name>` (Fastify's plugin tree and logs). */
  name: string;
  /**
   * The access of the folder's routes that state none of their own; a staff folder names its
   * roles too. Without it every `/api` route of the module states its access (deny by default).
   */
  folder?: FolderAccess;
  /** Its routes, each part in its own context under the module's, where the folder's access holds. */
  routes?: readonly ModulePart<Options>[];
  /** What it adds to the whole app (decorators, jobs, hooks), set up before its routes. */
  setUp?: ModulePart<Options>;
}

/** The module's plugin: its set-up on the app, then its routes in its own encapsulated context. */
export function defineModule<Options extends object = Record<never, never>>(
  declared: ModuleDeclaration<Options>,
): FastifyPluginAsync<Options> {
  return fp(
    async function module(app: FastifyInstance, options: Options) {
      await declared.setUp?.(app, options);
      const { routes = [], folder } = declared;
      if (routes.length === 0) return;
      await app.register(async function folderScope(scope: FastifyInstance) {
        if (folder) setFolderAccess(scope, folder);
        for (const part of routes) await scope.register(part, options);
      });
    },
    { name: `modules/${declared.name}` },
  );
}
