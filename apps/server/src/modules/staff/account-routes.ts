import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  staffApi,
  staffDone,
  staffIdParams,
  staffList,
  staffMoveUserBody,
  staffReasonBody,
  staffReasonQuery,
  staffTaxpayerAccount,
  staffTaxpayerFileParams,
  staffTaxpayerFormParams,
  staffTaxpayerIdParams,
  staffNoteBody,
  staffTimeline,
  staffTimelineQuery,
  staffTimelineApi,
  staffUnlinkBody,
  STAFF_PERMISSIONS,
} from '@efile/contracts';
import { addTaxpayerNote, taxpayerTimeline } from './timeline';
import { staffOf } from '../../plugins/staff-auth';
import * as help from './account-help';
import { listStaff } from './staff-users';
import { createStore } from '../uploads';
import { taxpayerAccount, taxpayerFile, taxpayerFormPdf } from './taxpayer-account';

const tags = ['staff'];
const done = { ok: true as const };

/**
 * The console's taxpayer account and account help (issue 16, ADR 0036). Reads for every role,
 * audited with their reason; changes for clerk, supervisor and administrator (never the auditor).
 */
export default async function staffAccountRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    staffApi.taxpayer,
    {
      schema: {
        tags,
        params: staffTaxpayerIdParams,
        querystring: staffReasonQuery,
        response: { 200: staffTaxpayerAccount },
      },
    },
    (request) => taxpayerAccount(deps, request, staffOf(request), request.params.id, request.query.reason),
  );

  // Issue 28 item 4: the account's notes and correspondence; a note (never by the auditor).
  r.get(
    staffTimelineApi.timeline,
    {
      schema: {
        tags,
        params: staffTaxpayerIdParams,
        querystring: staffTimelineQuery,
        response: { 200: staffTimeline },
      },
    },
    (request) => taxpayerTimeline(deps, request, staffOf(request), request.params.id, request.query),
  );

  r.post(
    staffTimelineApi.notes,
    {
      schema: { tags, params: staffTaxpayerIdParams, body: staffNoteBody, response: { 201: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request, reply) => {
      await addTaxpayerNote(deps, request, staffOf(request), request.params.id, request.body);
      return reply.code(201).send(done);
    },
  );

  r.get(
    staffApi.taxpayerFormPdf,
    {
      schema: { tags, params: staffTaxpayerFormParams, querystring: staffReasonQuery },
    },
    (request, reply) =>
      taxpayerFormPdf(deps, request, reply, staffOf(request), request.params, request.query.reason),
  );

  const store = createStore(deps.config.uploads.store);
  r.get(
    staffApi.taxpayerFile,
    {
      schema: { tags, params: staffTaxpayerFileParams, querystring: staffReasonQuery },
    },
    (request, reply) =>
      taxpayerFile(deps, request, reply, staffOf(request), request.params, request.query.reason, store),
  );

  r.get(
    staffApi.users,
    {
      schema: { tags, response: { 200: staffList } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    () => listStaff(deps.database.db),
  );

  const act = (request: Parameters<typeof staffOf>[0], userId: number, reason: string) => ({
    deps,
    request,
    staff: staffOf(request),
    userId,
    reason,
  });

  r.post(
    staffApi.resendConfirmation,
    {
      schema: { tags, params: staffIdParams, body: staffReasonBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request) => {
      await help.resendConfirmation(act(request, request.params.id, request.body.reason));
      return done;
    },
  );

  r.post(
    staffApi.deactivateTaxpayerUser,
    {
      schema: { tags, params: staffIdParams, body: staffReasonBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request) => {
      await help.deactivate(act(request, request.params.id, request.body.reason));
      return done;
    },
  );

  r.post(
    staffApi.moveTaxpayerUser,
    {
      schema: { tags, params: staffIdParams, body: staffMoveUserBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request) => {
      const { reason, fromTaxpayerId, toTaxpayerId } = request.body;
      await help.moveUser(act(request, request.params.id, reason), fromTaxpayerId, toTaxpayerId);
      return done;
    },
  );

  r.post(
    staffApi.unlinkBusiness,
    {
      schema: { tags, params: staffIdParams, body: staffUnlinkBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request) => {
      await help.unlinkBusiness(
        act(request, request.params.id, request.body.reason),
        request.body.taxpayerId,
      );
      return done;
    },
  );
}
