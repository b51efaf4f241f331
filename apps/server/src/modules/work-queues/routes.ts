import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applyPaymentBody,
  approveRegistrationBody,
  assignContactBody,
  closeContactBody,
  contactMessages,
  contactQueueQuery,
  formHistory,
  formQueueQuery,
  formStatusBody,
  paymentApplied,
  paymentQueueQuery,
  paymentsInDoubt,
  pendingRegistrations,
  queueDone,
  queueIdParams,
  queuePage,
  queuedForms,
  refuseRegistrationBody,
  registrationDecided,
  registrationParams,
  replyContactBody,
  staffReasonQuery,
  workQueuesApi,
  STAFF_PERMISSIONS,
} from '@efile/contracts';
import { requireStaff } from '../../plugins/staff-auth';
import * as contact from './contact';
import * as forms from './forms';
import * as payments from './payments';
import * as registrations from './registrations';

/** Who may call what (issue 16): every role reads a queue; the auditor never acts. */
const read = { access: 'staff' as const, roles: STAFF_PERMISSIONS.read };
const act = { access: 'staff' as const, roles: STAFF_PERMISSIONS.act };
const tags = ['staff'];

/**
 * The staff work queues (issue 16, ADR 0037): registrations pending approval, filed forms to
 * process, Contact Us messages and payments in doubt. Every read and every action is audited.
 */
export default async function workQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(
    workQueuesApi.registrations,
    { schema: { tags, querystring: queuePage, response: { 200: pendingRegistrations } }, config: read },
    (request) => registrations.listPendingRegistrations(deps, request, requireStaff(request), request.query),
  );
  r.post(
    workQueuesApi.approveRegistration,
    {
      schema: {
        tags,
        params: registrationParams,
        body: approveRegistrationBody,
        response: { 200: registrationDecided },
      },
      config: act,
    },
    (request) =>
      registrations.approveRegistration(
        deps,
        request,
        requireStaff(request),
        request.params.taxpayerId,
        request.body.note,
      ),
  );
  r.post(
    workQueuesApi.refuseRegistration,
    {
      schema: {
        tags,
        params: registrationParams,
        body: refuseRegistrationBody,
        response: { 200: registrationDecided },
      },
      config: act,
    },
    (request) =>
      registrations.refuseRegistration(
        deps,
        request,
        requireStaff(request),
        request.params.taxpayerId,
        request.body.reason,
      ),
  );

  r.get(
    workQueuesApi.forms,
    { schema: { tags, querystring: formQueueQuery, response: { 200: queuedForms } }, config: read },
    (request) => forms.listForms(deps, request, requireStaff(request), request.query),
  );
  r.get(
    workQueuesApi.formHistory,
    {
      schema: { tags, params: queueIdParams, querystring: staffReasonQuery, response: { 200: formHistory } },
      config: read,
    },
    (request) =>
      forms.formHistory(deps, request, requireStaff(request), request.params.id, request.query.reason),
  );
  r.post(
    workQueuesApi.formStatus,
    {
      schema: { tags, params: queueIdParams, body: formStatusBody, response: { 200: queueDone } },
      config: act,
    },
    (request) => forms.moveForm(deps, request, requireStaff(request), request.params.id, request.body),
  );

  r.get(
    workQueuesApi.contact,
    { schema: { tags, querystring: contactQueueQuery, response: { 200: contactMessages } }, config: read },
    (request) => contact.listContactMessages(deps, request, requireStaff(request), request.query),
  );
  r.post(
    workQueuesApi.assignContact,
    {
      schema: { tags, params: queueIdParams, body: assignContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) =>
      contact.assignContact(
        deps,
        request,
        requireStaff(request),
        request.params.id,
        request.body.staffUserId,
      ),
  );
  r.post(
    workQueuesApi.replyContact,
    {
      schema: { tags, params: queueIdParams, body: replyContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) =>
      contact.replyContact(deps, request, requireStaff(request), request.params.id, request.body.body),
  );
  r.post(
    workQueuesApi.closeContact,
    {
      schema: { tags, params: queueIdParams, body: closeContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) =>
      contact.closeContact(deps, request, requireStaff(request), request.params.id, request.body.note),
  );

  r.get(
    workQueuesApi.payments,
    { schema: { tags, querystring: paymentQueueQuery, response: { 200: paymentsInDoubt } }, config: read },
    (request) =>
      payments.listPaymentsInDoubt(deps, app.payments, request, requireStaff(request), request.query),
  );
  r.post(
    workQueuesApi.applyPayment,
    {
      schema: { tags, params: queueIdParams, body: applyPaymentBody, response: { 200: paymentApplied } },
      config: act,
    },
    (request) =>
      payments.applyProviderAnswer(
        deps,
        app.payments,
        request.log,
        request,
        requireStaff(request),
        request.params.id,
        request.body.note,
      ),
  );
}
