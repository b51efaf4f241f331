import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  api,
  changeEmailRequest,
  confirmEmailChangeRequest,
  contactRequest,
  languageChoice,
  mailAccepted,
  resetPasswordEmailRequest,
  resetPasswordRequest,
} from '@efile/contracts';
import { noSoonerThan } from '../../lib/even-time';
import { bearerToken, sessionOf } from '../../plugins/auth';
import * as service from './service';

/** The per-IP limit of every call that sends mail or checks a link token or taxpayer ID. */
export const accountRate = (app: FastifyInstance) => ({
  rateLimit: { max: app.deps.config.accountRatePerMinute, timeWindow: 60_000 },
});

const confirmed = z.object({ confirmed: z.literal(true) });

export default async function accountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const limited = accountRate(app);

  r.post(
    api.resetPasswordEmail,
    {
      schema: { tags: ['account'], body: resetPasswordEmailRequest, response: { 202: mailAccepted } },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) => {
      const started = performance.now();
      await service.requestPasswordReset(deps, request, request.body.email);
      await noSoonerThan(started, deps.config.accountAnswerFloorMs);
      return reply.code(202).send({ accepted: true });
    },
  );

  r.post(
    api.resetPassword,
    {
      schema: { tags: ['account'], body: resetPasswordRequest, response: { 200: confirmed } },
      config: { ...limited, access: 'public' },
    },
    async (request) => {
      await service.setPasswordFromLink(deps, request, { purpose: 'reset', ...request.body });
      return { confirmed: true as const };
    },
  );

  // Issue 26: the account's language, chosen in the header; its e-mails and PDFs follow it. Read
  // at sign-in: a language chosen on the page before signing in is saved on the account (PUT),
  // otherwise the page follows the account's.
  r.get(
    api.accountLanguage,
    { schema: { tags: ['account'], response: { 200: languageChoice } } },
    async (request) => ({ language: await service.accountLanguage(deps, sessionOf(request).userId) }),
  );

  r.put(
    api.accountLanguage,
    { schema: { tags: ['account'], body: languageChoice, response: { 204: z.null() } } },
    async (request, reply) => {
      await service.chooseLanguage(deps, sessionOf(request).userId, request.body.language);
      return reply.code(204).send(null);
    },
  );

  r.post(
    api.changeEmail,
    {
      schema: { tags: ['account'], body: changeEmailRequest, response: { 202: mailAccepted } },
      config: limited,
    },
    async (request, reply) => {
      await service.requestEmailChange(deps, request, sessionOf(request), request.body.email);
      return reply.code(202).send({ accepted: true });
    },
  );

  r.post(
    api.confirmEmailChange,
    {
      schema: { tags: ['account'], body: confirmEmailChangeRequest, response: { 200: confirmed } },
      config: { ...limited, access: 'public' },
    },
    async (request) => {
      await service.confirmEmailChange(deps, request, request.body);
      return { confirmed: true as const };
    },
  );

  r.post(
    api.contactSupport,
    {
      schema: { tags: ['account'], body: contactRequest, response: { 202: mailAccepted } },
      config: { ...limited, access: 'public' },
      // Public, but a signed-in sender is recorded with the message (ADR 0037); a stale token is anonymous.
      preHandler: async (request, reply) => {
        if (bearerToken(request)) await app.authenticate(request, reply).catch(() => undefined);
      },
    },
    async (request, reply) => {
      await service.sendContactRequest(deps, request, request.body);
      return reply.code(202).send({ accepted: true });
    },
  );
}
