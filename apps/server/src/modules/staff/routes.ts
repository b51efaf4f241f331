import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  signOutResponse,
  staffAcceptInvitation,
  staffApi,
  staffDone,
  staffIdParams,
  staffInvitationApproved,
  staffInvited,
  staffInviteRequest,
  staffMe,
  staffReasonBody,
  staffSession,
  staffSignInRequest,
  staffSignInTicket,
  staffTaxpayerQuery,
  staffTaxpayerResults,
  staffTotpRequest,
  STAFF_COOKIE_PATH,
  STAFF_PERMISSIONS,
  STAFF_SESSION_COOKIE,
  staffAccountChange,
  staffAccountChangeDecision,
  staffAccountChangeIdParams,
  staffAccountChangeList,
  staffAccountChangeRequest,
  staffAccountChangesApi,
} from '@efile/contracts';
import * as accountChanges from './account-changes';
import { staffOf } from '../../plugins/staff-auth';
import * as invitations from './invitations';
import * as service from './service';
import { searchTaxpayers } from './taxpayer-search';

/** Who may call what (issue 16): the auditor only reads; the administrator manages staff. */

/**
 * The staff API (issue 16, ADR 0034): sign-in with a mandatory second factor, and the first
 * routes of the agency's console. Every route but the sign-in steps and the invitation link is a
 * staff route (the folder's access, ADR 0055) of the roles that read unless it names its own,
 * checked by the staff hook before the body is read.
 */
export default async function staffRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const signinLimit = { max: app.deps.config.signin.ratePerMinute, timeWindow: 60_000 };

  r.post(
    staffApi.signIn,
    {
      schema: { tags: ['staff'], body: staffSignInRequest, response: { 200: staffSignInTicket } },
      config: { access: 'public', rateLimit: signinLimit },
    },
    (request) => service.staffSignIn(app.deps, request, request.body),
  );

  r.post(
    staffApi.signInTotp,
    {
      schema: { tags: ['staff'], body: staffTotpRequest, response: { 200: staffSession } },
      config: { access: 'public', rateLimit: signinLimit },
    },
    async (request, reply) => {
      const session = await service.staffSignInTotp(app.deps, request, request.body);
      // The same session as a cookie: another console tab of this browser is signed in too.
      reply.setCookie(STAFF_SESSION_COOKIE, session.token, {
        path: STAFF_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'strict',
        secure: app.deps.config.cookieSecure,
        maxAge: Math.floor(app.deps.config.staff.absoluteMs / 1000),
      });
      return session;
    },
  );

  r.post(
    staffApi.acceptInvitation,
    {
      schema: { tags: ['staff'], body: staffAcceptInvitation, response: { 200: staffDone } },
      config: {
        access: 'public',
        rateLimit: { max: app.deps.config.accountRatePerMinute, timeWindow: 60_000 },
      },
    },
    async (request) => {
      await service.acceptInvitation(app.deps, request, request.body);
      return { ok: true as const };
    },
  );

  r.post(
    staffApi.signOut,
    {
      schema: { tags: ['staff'], response: { 200: signOutResponse } },
    },
    async (request, reply) => {
      await service.staffSignOut(app.deps, request, staffOf(request));
      reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_COOKIE_PATH });
      return { signedOut: true as const };
    },
  );

  r.get(
    staffApi.me,
    {
      schema: { tags: ['staff'], response: { 200: staffMe } },
    },
    (request) => service.staffMe(app.deps, staffOf(request)),
  );

  r.get(
    staffApi.taxpayers,
    {
      schema: { tags: ['staff'], querystring: staffTaxpayerQuery, response: { 200: staffTaxpayerResults } },
    },
    (request) => searchTaxpayers(app.deps, request, staffOf(request), request.query),
  );

  r.post(
    staffApi.users,
    {
      schema: { tags: ['staff'], body: staffInviteRequest, response: { 201: staffInvited } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    async (request, reply) => {
      const invited = await invitations.inviteStaff(app.deps, request, staffOf(request), request.body);
      return reply.code(201).send(invited);
    },
  );

  // A second administrator, not linked to the inviter, lets the account in (ADR 0048).
  r.post(
    staffApi.approveUser,
    {
      schema: { tags: ['staff'], params: staffIdParams, response: { 200: staffInvitationApproved } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    (request) => invitations.approveInvitation(app.deps, request, staffOf(request), request.params.id),
  );

  r.post(
    staffApi.refuseUser,
    {
      schema: { tags: ['staff'], params: staffIdParams, body: staffReasonBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    async (request) => {
      await invitations.refuseInvitation(
        app.deps,
        request,
        staffOf(request),
        request.params.id,
        request.body.reason,
      );
      return { ok: true as const };
    },
  );

  r.post(
    staffApi.disableUser,
    {
      schema: { tags: ['staff'], params: staffIdParams, body: staffReasonBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    async (request) => {
      await service.disableStaff(app.deps, request, staffOf(request), request.params.id, request.body.reason);
      return { ok: true as const };
    },
  );

  // Issue 28 item 6: re-enable, a role, an authenticator reset — asked by one administrator,
  // decided by another (account-changes.ts).
  r.get(
    staffAccountChangesApi.list,
    {
      schema: { tags: ['staff'], response: { 200: staffAccountChangeList } },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    async () => ({ changes: await accountChanges.listAccountChanges(app.deps, { pending: true }) }),
  );

  r.post(
    staffAccountChangesApi.request,
    {
      schema: {
        tags: ['staff'],
        params: staffIdParams,
        body: staffAccountChangeRequest,
        response: { 201: staffAccountChange },
      },
      config: { roles: STAFF_PERMISSIONS.administer },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await accountChanges.requestAccountChange(
            app.deps,
            request,
            staffOf(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  // A refusal says why (the reason is required); an approval may.
  for (const [path, decision, body] of [
    [staffAccountChangesApi.approve, 'approved', staffAccountChangeDecision],
    [staffAccountChangesApi.refuse, 'refused', staffReasonBody],
  ] as const) {
    r.post(
      path,
      {
        schema: {
          tags: ['staff'],
          params: staffAccountChangeIdParams,
          body,
          response: { 200: staffAccountChange },
        },
        config: { roles: STAFF_PERMISSIONS.administer },
      },
      (request) =>
        accountChanges.decideAccountChange(
          app.deps,
          request,
          staffOf(request),
          request.params.id,
          decision,
          request.body.reason,
        ),
    );
  }

  r.post(
    staffApi.unlockTaxpayerUser,
    {
      schema: { tags: ['staff'], params: staffIdParams, body: staffReasonBody, response: { 200: staffDone } },
      config: { roles: STAFF_PERMISSIONS.act },
    },
    async (request) => {
      await service.unlockTaxpayerUser(
        app.deps,
        request,
        staffOf(request),
        request.params.id,
        request.body.reason,
      );
      return { ok: true as const };
    },
  );
}
