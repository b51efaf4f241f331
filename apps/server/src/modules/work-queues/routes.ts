import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignContactBulkBody,
  assignItemParams,
  closePaymentBody,
  contactBulkAssigned,
  queueSummary,
  registrationIdentity,
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
import { staffOf } from '../../plugins/staff-auth';
import { assignItem } from './assignments';
import * as contact from './contact';
import { registrationIdentity as identityOf } from './identity';
import { queueSummary as summaryOf } from './summary';
import * as forms from './forms';
import * as payments from './payments';
import * as registrations from './registrations';

/** Who may call what (issue 16): every role reads a queue (the folder's default); the auditor never acts. */
const act = { roles: STAFF_PERMISSIONS.act };
/** Closing a stuck payment is a supervisor's (or administrator's) decision. */
const decide = { roles: STAFF_PERMISSIONS.decide };
const tags = ['staff'];

/**
 * The staff work queues (issue 16, ADR 0037): registrations pending approval, filed forms to
 * process, Contact Us messages and payments in doubt. Every read and every action is audited.
 */
export default async function workQueueRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const deps = app.deps;

  r.get(workQueuesApi.summary, { schema: { tags, response: { 200: queueSummary } } }, (request) =>
    summaryOf(deps, staffOf(request)),
  );
  r.get(
    workQueuesApi.registrationIdentity,
    {
      schema: {
        tags,
        params: registrationParams,
        querystring: staffReasonQuery,
        response: { 200: registrationIdentity },
      },
    },
    (request) => identityOf(deps, request, staffOf(request), request.params.taxpayerId, request.query.reason),
  );
  r.get(
    workQueuesApi.registrations,
    { schema: { tags, querystring: queuePage, response: { 200: pendingRegistrations } } },
    (request) => registrations.listPendingRegistrations(deps, request, staffOf(request), request.query),
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
        staffOf(request),
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
        staffOf(request),
        request.params.taxpayerId,
        request.body.reason,
      ),
  );

  r.get(
    workQueuesApi.forms,
    { schema: { tags, querystring: formQueueQuery, response: { 200: queuedForms } } },
    (request) => forms.listForms(deps, request, staffOf(request), request.query),
  );
  r.get(
    workQueuesApi.formHistory,
    {
      schema: { tags, params: queueIdParams, querystring: staffReasonQuery, response: { 200: formHistory } },
    },
    (request) => forms.formHistory(deps, request, staffOf(request), request.params.id, request.query.reason),
  );
  // Issue 28 item 3: a filed form or a payment in doubt taken by the caller (mine / unassigned).
  r.post(
    workQueuesApi.assignItem,
    {
      schema: { tags, params: assignItemParams, response: { 200: queueDone } },
      config: act,
    },
    (request) => assignItem(deps, request, staffOf(request), request.params.queue, request.params.id),
  );
  r.post(
    workQueuesApi.formStatus,
    {
      schema: { tags, params: queueIdParams, body: formStatusBody, response: { 200: queueDone } },
      config: act,
    },
    (request) => forms.moveForm(deps, request, staffOf(request), request.params.id, request.body),
  );

  r.get(
    workQueuesApi.contact,
    { schema: { tags, querystring: contactQueueQuery, response: { 200: contactMessages } } },
    (request) => contact.listContactMessages(deps, request, staffOf(request), request.query),
  );
  r.post(
    workQueuesApi.assignContact,
    {
      schema: { tags, params: queueIdParams, body: assignContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) =>
      contact.assignContact(deps, request, staffOf(request), request.params.id, request.body.staffUserId),
  );
  r.post(
    workQueuesApi.assignContactBulk,
    {
      schema: { tags, body: assignContactBulkBody, response: { 200: contactBulkAssigned } },
      config: act,
    },
    (request) => contact.assignContactBulk(deps, request, staffOf(request), request.body.ids),
  );
  r.post(
    workQueuesApi.replyContact,
    {
      schema: { tags, params: queueIdParams, body: replyContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) => contact.replyContact(deps, request, staffOf(request), request.params.id, request.body.body),
  );
  r.post(
    workQueuesApi.closeContact,
    {
      schema: { tags, params: queueIdParams, body: closeContactBody, response: { 200: queueDone } },
      config: act,
    },
    (request) => contact.closeContact(deps, request, staffOf(request), request.params.id, request.body.note),
  );

  r.get(
    workQueuesApi.payments,
    { schema: { tags, querystring: paymentQueueQuery, response: { 200: paymentsInDoubt } } },
    (request) => payments.listPaymentsInDoubt(deps, app.payments, request, staffOf(request), request.query),
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
        staffOf(request),
        request.params.id,
        request.body.note,
      ),
  );
  r.post(
    workQueuesApi.closePayment,
    {
      schema: { tags, params: queueIdParams, body: closePaymentBody, response: { 200: paymentApplied } },
      config: decide,
    },
    (request) =>
      payments.closeStuckPayment(
        deps,
        app.payments,
        request.log,
        request,
        staffOf(request),
        request.params.id,
        request.body.reason,
      ),
  );
}
