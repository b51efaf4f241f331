import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  api,
  checkRegistrationRequest,
  completePartialRegistrationRequest,
  confirmLegacyRequest,
  confirmRegistrationRequest,
  confirmRegistrationResponse,
  emailConfirmationStatus,
  emailConfirmationStatusQuery,
  existingTaxpayerEmailRequest,
  mailAccepted,
  registerBusinessRequest,
  registerBusinessResponse,
  registerIndividualRequest,
  registerWebRequest,
  registrationResult,
  registrationStatusResponse,
  resendConfirmationQuery,
} from '@efile/contracts';
import { evenly, noSoonerThan } from '../../lib/even-time';
import { sessionOf } from '../../plugins/auth';
import { accountRate, setPasswordFromLink } from '../credentials';
import * as service from './service';

const confirmed = z.object({ confirmed: z.literal(true) });
const tags = ['registration'];

/** Spec §7 "Registration": every call here is rate limited per IP. */
export default async function registrationRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { deps } = app;
  const limited = accountRate(app);

  r.post(
    api.checkRegistration,
    {
      schema: { tags, body: checkRegistrationRequest, response: { 200: registrationStatusResponse } },
      config: { ...limited, access: 'public' },
    },
    async (request) => ({ status: await service.checkRegistration(deps, request.body.taxpayerId) }),
  );

  r.post(
    api.registerWeb,
    {
      schema: {
        tags,
        body: registerWebRequest,
        response: { 200: registrationResult, 201: registrationResult },
      },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) => {
      const floor = deps.config.accountAnswerFloorMs;
      const result = await evenly(floor, () => service.registerWeb(deps, request, request.body));
      return reply.code(result.status === 'AccountCreated' ? 201 : 200).send(result);
    },
  );

  r.post(
    api.registerIndividual,
    {
      schema: {
        tags,
        body: registerIndividualRequest,
        response: { 200: registrationResult, 201: registrationResult },
      },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) => {
      const floor = deps.config.accountAnswerFloorMs;
      const result = await evenly(floor, () => service.registerIndividual(deps, request, request.body));
      return reply.code(result.status === 'AccountCreated' ? 201 : 200).send(result);
    },
  );

  r.post(
    api.registerBusiness,
    {
      schema: { tags, body: registerBusinessRequest, response: { 201: registerBusinessResponse } },
      config: limited,
    },
    async (request, reply) => {
      const token = (request.headers.authorization ?? '').replace(/^Bearer\s+/i, '');
      const result = await service.registerBusiness(deps, request, sessionOf(request), token, request.body);
      return reply.code(201).send(result);
    },
  );

  r.post(
    api.existingTaxpayerEmail,
    {
      schema: { tags, body: existingTaxpayerEmailRequest, response: { 202: mailAccepted } },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) => {
      await service.sendExistingTaxpayerEmail(deps, request, request.body.taxpayerId);
      return reply.code(202).send({ accepted: true });
    },
  );

  r.post(
    api.completePartialRegistration,
    {
      schema: { tags, body: completePartialRegistrationRequest, response: { 200: registrationResult } },
      config: { ...limited, access: 'public' },
    },
    (request) => service.completePartialRegistration(deps, request, request.body),
  );

  r.get(
    api.emailConfirmationStatus,
    {
      schema: { tags, querystring: emailConfirmationStatusQuery, response: { 200: emailConfirmationStatus } },
      config: { ...limited, access: 'public' },
    },
    (request) => service.confirmationStatus(deps, request.query),
  );

  r.post(
    api.confirmRegistration,
    {
      schema: { tags, body: confirmRegistrationRequest, response: { 200: confirmRegistrationResponse } },
      config: { ...limited, access: 'public' },
    },
    async (request) => {
      const { emailAddress: email, emailConfirmationToken: token, password } = request.body;
      const set = await setPasswordFromLink(deps, request, {
        purpose: 'registration',
        email,
        token,
        password,
      });
      return { confirmed: true as const, ...(set.pendingReview ? { pendingReview: true as const } : {}) };
    },
  );

  r.get(
    api.resendConfirmation,
    {
      schema: { tags, querystring: resendConfirmationQuery, response: { 202: mailAccepted } },
      config: { ...limited, access: 'public' },
    },
    async (request, reply) => {
      const started = performance.now();
      await service.resendConfirmation(deps, request, request.query.emailAddress);
      await noSoonerThan(started, deps.config.accountAnswerFloorMs);
      return reply.code(202).send({ accepted: true });
    },
  );

  r.post(
    api.confirmLegacyEmail,
    {
      schema: { tags, body: confirmLegacyRequest, response: { 200: confirmed } },
      config: { ...limited, access: 'public' },
    },
    async (request) => {
      await setPasswordFromLink(deps, request, { purpose: 'legacy', ...request.body });
      return { confirmed: true as const };
    },
  );
}
