import {
  contactBulkAssigned,
  queueSummary,
  registrationIdentity,
  type ContactView,
  contactMessages,
  formHistory,
  paymentApplied,
  paymentsInDoubt,
  pendingRegistrations,
  queueDone,
  queuedForms,
  registrationDecided,
  workQueuesApi,
  type ContactStatus,
  type FormProcessingStatus,
  type AssignableQueue,
  type QueueView,
} from '@efile/contracts';
import { pathOf, staffFetch } from '../../lib/api';

/**
 * The work queues' calls (ADR 0037): each list takes the reason for looking (audited, ADR 0046)
 * and the cursor of the page before.
 */
export const registrations = (reason: string, cursor?: string) =>
  staffFetch(workQueuesApi.registrations, { query: { reason, cursor }, schema: pendingRegistrations });

export const approveRegistration = (taxpayerId: string) =>
  staffFetch(pathOf(workQueuesApi.approveRegistration, { taxpayerId }), {
    method: 'POST',
    body: {},
    schema: registrationDecided,
  });

export const refuseRegistration = (taxpayerId: string, reason: string) =>
  staffFetch(pathOf(workQueuesApi.refuseRegistration, { taxpayerId }), {
    method: 'POST',
    body: { reason },
    schema: registrationDecided,
  });

export const filedForms = (
  reason: string,
  filter: { status?: string; formType?: string },
  view: QueueView,
  cursor?: string,
) => staffFetch(workQueuesApi.forms, { query: { reason, ...filter, view, cursor }, schema: queuedForms });

/** A filed form or a payment in doubt taken by the caller (issue 28 item 3). */
export const takeItem = (queue: AssignableQueue, id: number) =>
  staffFetch(pathOf(workQueuesApi.assignItem, { queue, id }), {
    method: 'POST',
    body: {},
    schema: queueDone,
  });

export const historyOf = (id: number, reason: string) =>
  staffFetch(pathOf(workQueuesApi.formHistory, { id }), { query: { reason }, schema: formHistory });

export const moveForm = (id: number, status: Exclude<FormProcessingStatus, 'received'>, note: string) =>
  staffFetch(pathOf(workQueuesApi.formStatus, { id }), {
    method: 'POST',
    body: { status, note },
    schema: queueDone,
  });

export const contactQueue = (
  reason: string,
  view: ContactView,
  status: ContactStatus | '',
  cursor?: string,
) => staffFetch(workQueuesApi.contact, { query: { reason, view, status, cursor }, schema: contactMessages });

export const assignToMe = (id: number) =>
  staffFetch(pathOf(workQueuesApi.assignContact, { id }), { method: 'POST', body: {}, schema: queueDone });

export const replyTo = (id: number, body: string) =>
  staffFetch(pathOf(workQueuesApi.replyContact, { id }), {
    method: 'POST',
    body: { body },
    schema: queueDone,
  });

export const closeMessage = (id: number) =>
  staffFetch(pathOf(workQueuesApi.closeContact, { id }), { method: 'POST', body: {}, schema: queueDone });

export const paymentsQueue = (reason: string, olderThanMinutes: number, view: QueueView, cursor?: string) =>
  staffFetch(workQueuesApi.payments, {
    query: { reason, olderThanMinutes, view, cursor },
    schema: paymentsInDoubt,
  });

export const applyAnswer = (id: number, note: string) =>
  staffFetch(pathOf(workQueuesApi.applyPayment, { id }), {
    method: 'POST',
    body: { note },
    schema: paymentApplied,
  });

/** Each queue's counts for the console's home (no taxpayer data: no reason asked). */
export const summary = () => staffFetch(workQueuesApi.summary, { schema: queueSummary });

/** A pending registration's identity, read before a decision (audited with the reason). */
export const identityOf = (taxpayerId: string, reason: string) =>
  staffFetch(pathOf(workQueuesApi.registrationIdentity, { taxpayerId }), {
    query: { reason },
    schema: registrationIdentity,
  });

export const assignSelectedToMe = (ids: number[]) =>
  staffFetch(workQueuesApi.assignContactBulk, { method: 'POST', body: { ids }, schema: contactBulkAssigned });

export const closeStuck = (id: number, reason: string) =>
  staffFetch(pathOf(workQueuesApi.closePayment, { id }), {
    method: 'POST',
    body: { reason },
    schema: paymentApplied,
  });
