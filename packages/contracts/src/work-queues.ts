import { z } from 'zod';
import { FORMS } from './forms';
import { msg } from './message-core';
import { staffReason } from './staff';

/**
 * The staff work queues (issue 16, ADR 0037): registrations pending approval, filed forms to
 * process, Contact Us messages and payments in doubt. Every list is paged and oldest first.
 */
export const workQueuesApi = {
  registrations: '/api/staff/queues/registrations',
  approveRegistration: '/api/staff/queues/registrations/:taxpayerId/approve',
  refuseRegistration: '/api/staff/queues/registrations/:taxpayerId/refuse',
  forms: '/api/staff/queues/forms',
  formHistory: '/api/staff/queues/forms/:id/history',
  formStatus: '/api/staff/queues/forms/:id/status',
  contact: '/api/staff/queues/contact',
  assignContact: '/api/staff/queues/contact/:id/assign',
  replyContact: '/api/staff/queues/contact/:id/reply',
  closeContact: '/api/staff/queues/contact/:id/close',
  payments: '/api/staff/queues/payments',
  applyPayment: '/api/staff/queues/payments/:id/apply',
} as const;

export const REGISTRATION_DECISIONS = ['approved', 'refused'] as const;
export type RegistrationDecision = (typeof REGISTRATION_DECISIONS)[number];

export const FORM_PROCESSING_STATUSES = ['received', 'processed', 'needs-attention'] as const;
export type FormProcessingStatus = (typeof FORM_PROCESSING_STATUSES)[number];

export const CONTACT_STATUSES = ['open', 'assigned', 'closed'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/**
 * A page of a queue: `cursor` is the `nextCursor` of the page before (opaque). A queue shows
 * taxpayer data: the reason for looking is required and kept in the audit trail (ADR 0046).
 */
export const queuePage = z.strictObject({
  reason: staffReason,
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, msg('predicates.invalid'))
    .optional(),
});

/** Why a member of staff acts: required, kept in the audit trail (the one rule, ADR 0046). */
const reason = staffReason;
const note = z
  .string()
  .trim()
  .min(3, msg('messages.queueNote', { min: 3 }))
  .max(2000);

const page = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().nullable() });

// Registrations pending approval
export const pendingRegistration = z.strictObject({
  taxpayerId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  city: z.string(),
  /** The last four digits of the federal ID only. */
  federalIdLast4: z.string().nullable(),
  /** The web account registered with it, if any (none when the address already had one). */
  username: z.string().nullable(),
  registeredAt: z.string(),
});
export type PendingRegistration = z.infer<typeof pendingRegistration>;
export const pendingRegistrations = page(pendingRegistration);
export const registrationParams = z.strictObject({
  taxpayerId: z.string().regex(/^\d{1,12}$/, msg('predicates.invalid')),
});
export const approveRegistrationBody = z.strictObject({ note: note.optional() });
export const refuseRegistrationBody = z.strictObject({ reason });
export const registrationDecided = z.strictObject({
  taxpayerId: z.string(),
  decision: z.enum(REGISTRATION_DECISIONS),
});

// Filed forms to process
const formIds = FORMS.map((f) => f.id) as [string, ...string[]];
export const formQueueQuery = queuePage.extend({
  status: z.enum(FORM_PROCESSING_STATUSES).optional(),
  formType: z.enum(formIds).optional(),
});
export const queuedForm = z.strictObject({
  id: z.number().int(),
  formType: z.string(),
  taxpayerId: z.string(),
  taxpayerName: z.string(),
  taxYear: z.number().int(),
  period: z.string().nullable(),
  confirmationNumber: z.string().nullable(),
  filedAt: z.string(),
  status: z.enum(FORM_PROCESSING_STATUSES),
});
export type QueuedForm = z.infer<typeof queuedForm>;
export const queuedForms = page(queuedForm);
export const queueIdParams = z.strictObject({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const formStatusBody = z.strictObject({
  status: z.enum(['processed', 'needs-attention']),
  note,
});
export const formProcessingEvent = z.strictObject({
  seq: z.number().int(),
  status: z.enum(FORM_PROCESSING_STATUSES),
  note: z.string(),
  staffUsername: z.string(),
  occurredAt: z.string(),
});
export const formHistory = z.strictObject({
  formId: z.number().int(),
  status: z.enum(FORM_PROCESSING_STATUSES),
  events: z.array(formProcessingEvent),
});
export type FormHistory = z.infer<typeof formHistory>;

// Contact Us messages
export const contactQueueQuery = queuePage.extend({ status: z.enum(CONTACT_STATUSES).optional() });
export const contactReply = z.strictObject({
  body: z.string(),
  staffUsername: z.string(),
  sentAt: z.string(),
});
export const contactMessage = z.strictObject({
  id: z.number().int(),
  type: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  emailAddress: z.string(),
  message: z.string(),
  taxpayerId: z.string().nullable(),
  status: z.enum(CONTACT_STATUSES),
  assignee: z.string().nullable(),
  receivedAt: z.string(),
  replies: z.array(contactReply),
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactMessages = page(contactMessage);
/** To another member of staff by id; without it, to the caller. */
export const assignContactBody = z.strictObject({
  staffUserId: z.number().int().min(1).max(2_147_483_647).optional(),
});
export const replyContactBody = z.strictObject({
  body: z.string().trim().min(1, msg('messages.replyRequired')).max(5000, msg('messages.replyTooLong')),
});
export const closeContactBody = z.strictObject({ note: note.optional() });

// Payments in doubt
export const paymentQueueQuery = queuePage.extend({
  /** An InProgress session older than this is in doubt (default 60). */
  olderThanMinutes: z.coerce.number().int().min(0).max(10_080).default(60),
});
export const providerAnswer = z.discriminatedUnion('state', [
  z.strictObject({ state: z.enum(['open', 'unknown', 'expired', 'unavailable']) }),
  z.strictObject({
    state: z.literal('done'),
    status: z.enum(['Completed', 'Error']),
    amount: z.number().int(),
    transactionId: z.string(),
    occurredAt: z.string(),
  }),
]);
export type ProviderAnswer = z.infer<typeof providerAnswer>;
export const paymentInDoubt = z.strictObject({
  id: z.number().int(),
  /**
   * `stuck`: InProgress past the limit; `amount`: the confirmed amount differs from the amount
   * asked; `date`: the provider dated it before its session or in the future (issue 23 item 11).
   */
  reason: z.enum(['stuck', 'amount', 'date']),
  taxpayerId: z.string(),
  /** Null for a payment of a whole tax year (ADR 0044). */
  taxFormId: z.number().int().nullable(),
  remittanceId: z.string(),
  status: z.string(),
  amount: z.number().int(),
  amountPaid: z.number().int().nullable(),
  flag: z.string().nullable(),
  /** 'before-session' | 'future': the provider's date (`providerDate`, as reported) was outside the session. */
  dateFlag: z.string().nullable(),
  providerDate: z.string().nullable(),
  startedAt: z.string(),
  provider: providerAnswer,
});
export type PaymentInDoubt = z.infer<typeof paymentInDoubt>;
export const paymentsInDoubt = page(paymentInDoubt);
export const applyPaymentBody = z.strictObject({ note });
export const paymentApplied = z.strictObject({ result: z.enum(['recorded', 'closed']) });
export const queueDone = z.strictObject({ ok: z.literal(true) });
