import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { api, authUser, signInRequest, signOutResponse } from '@efile/contracts';
import { sessionOf } from '../../plugins/auth';
import { signIn, signOut } from './service';

export default async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    api.signIn,
    {
      schema: { tags: ['auth'], body: signInRequest, response: { 200: authUser } },
      config: {
        access: 'public',
        rateLimit: { max: app.deps.config.signin.ratePerMinute, timeWindow: 60_000 },
      },
    },
    (request) => signIn(app.deps, request, request.body),
  );

  r.post(
    api.signOut,
    {
      schema: { tags: ['auth'], response: { 200: signOutResponse } },
    },
    async (request) => {
      await signOut(app.deps, request, sessionOf(request));
      return { signedOut: true as const };
    },
  );
}
