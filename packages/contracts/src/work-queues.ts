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
  /** Counts per queue for the console's home (issue 28 item 3): no taxpayer data, not audited. */
  summary: '/api/staff/queues/summary',
  /** What a registration says of the person, beside the record, before a decision (issue 28 item 3). */
  registrationIdentity: '/api/staff/queues/registrations/:taxpayerId/identity',
  /** Several Contact Us messages to the caller at once (the one safe bulk action). */
  assignContactBulk: '/api/staff/queues/contact/assign',
  /** A supervisor closes a payment stuck at the provider, with a reason (issue 28 item 3). */
  closePayment: '/api/staff/queues/payments/:id/close',
  /** Takes a filed form or a payment in doubt (issue 28 item 3): `:queue` is one of ASSIGNABLE_QUEUES. */
  assignItem: '/api/staff/queues/:queue/items/:id/assign',
} as const;

/** The queues whose items a member of staff takes, beside Contact Us (which has its own assignee). */
export const ASSIGNABLE_QUEUES = ['forms', 'payments'] as const;
export type AssignableQueue = (typeof ASSIGNABLE_QUEUES)[number];
/** Every item, the caller's, or nobody's. */
export const QUEUE_VIEWS = ['all', 'mine', 'unassigned'] as const;
export type QueueView = (typeof QUEUE_VIEWS)[number];
export const assignItemParams = z.strictObject({
  queue: z.enum(ASSIGNABLE_QUEUES),
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
/** Who has an item: a member of staff's username (null: nobody), and whether it is the caller. */
const taken = { assignee: z.string().nullable(), mine: z.boolean() };

/** The queues, in the order the console lists them. */
export const WORK_QUEUES = ['registrations', 'forms', 'contact', 'payments'] as const;
export type WorkQueue = (typeof WORK_QUEUES)[number];

/** A payment in progress for this long is in doubt, and a supervisor may close it. */
export const STUCK_PAYMENT_MINUTES = 60;

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

/** Every page says how many rows its filters match in all, so staff know what is left. */
const page = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), nextCursor: z.string().nullable(), total: z.number().int() });

/**
 * How old a row is and when its queue's service level says it is due (agency days, the agency's
 * time zone; `queueServiceLevels` in the agency configuration).
 */
export const queueAge = z.strictObject({
  ageDays: z.number().int(),
  dueBy: z.iso.date(),
  overdue: z.boolean(),
});
export type QueueAge = z.infer<typeof queueAge>;

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
  age: queueAge,
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
  view: z.enum(QUEUE_VIEWS).default('all'),
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
  age: queueAge,
  ...taken,
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
export const CONTACT_VIEWS = QUEUE_VIEWS;
export type ContactView = QueueView;
/** `view`: every message, those assigned to the caller, or those nobody has (open). */
export const contactQueueQuery = queuePage.extend({
  status: z.enum(CONTACT_STATUSES).optional(),
  view: z.enum(CONTACT_VIEWS).default('all'),
});
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
  /** The assignee is the caller. */
  mine: z.boolean(),
  receivedAt: z.string(),
  replies: z.array(contactReply),
  age: queueAge,
});
export type ContactMessage = z.infer<typeof contactMessage>;
export const contactMessages = page(contactMessage);
/** To another member of staff by id; without it, to the caller. */
export const assignContactBody = z.strictObject({
  staffUserId: z.number().int().min(1).max(2_147_483_647).optional(),
});
/** Safe in bulk: it moves no money and changes nothing the taxpayer sees; at most a page's worth. */
export const assignContactBulkBody = z.strictObject({
  ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100),
});
export const contactBulkAssigned = z.strictObject({
  assigned: z.array(z.number().int()),
  /** Closed (or unknown) messages are left as they are. */
  skipped: z.array(z.number().int()),
});
export const replyContactBody = z.strictObject({
  body: z.string().trim().min(1, msg('messages.replyRequired')).max(5000, msg('messages.replyTooLong')),
});
export const closeContactBody = z.strictObject({ note: note.optional() });

// Payments in doubt
export const paymentQueueQuery = queuePage.extend({
  /** An InProgress session older than this is in doubt (default 60). */
  olderThanMinutes: z.coerce.number().int().min(0).max(10_080).default(60),
  view: z.enum(QUEUE_VIEWS).default('all'),
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
  age: queueAge,
  ...taken,
});
export type PaymentInDoubt = z.infer<typeof paymentInDoubt>;
export const paymentsInDoubt = page(paymentInDoubt);
export const applyPaymentBody = z.strictObject({ note });
export const paymentApplied = z.strictObject({ result: z.enum(['recorded', 'closed']) });
/**
 * A supervisor closes a stuck payment: the reason is required and audited. When the provider says
 * it settled after all, its answer is recorded instead (`recorded`: it reaches the ledger);
 * otherwise it is closed unpaid (`closed`: nothing reaches the ledger).
 */
export const closePaymentBody = z.strictObject({ reason: staffReason });
export const queueDone = z.strictObject({ ok: z.literal(true) });

// The console's home: counts per queue
export const queueCount = z.strictObject({
  queue: z.enum(WORK_QUEUES),
  /** Items still to work. */
  open: z.number().int(),
  /** Null where the queue's items are not assigned to anyone (only Contact Us messages are). */
  unassigned: z.number().int().nullable(),
  mine: z.number().int().nullable(),
  /** Past their due-by day. */
  overdue: z.number().int(),
  /** The queue's service level, in business days. */
  serviceDays: z.number().int(),
});
export type QueueCount = z.infer<typeof queueCount>;
export const queueSummary = z.strictObject({ queues: z.array(queueCount) });

// A registration's identity, read before a decision
const identity = z.strictObject({
  name: z.string(),
  address: z.string(),
  birthDate: z.string().nullable(),
  /** The federal ID masked except its last four ("•••-••-1234"). */
  federalId: z.string().nullable(),
  email: z.string().nullable(),
});
export const registrationIdentity = z.strictObject({
  taxpayerId: z.string(),
  /** The taxpayer record the registration made (what the agency will keep). */
  record: identity,
  /** What the registrant typed for the web account; null when the address already had one. */
  account: z.strictObject({ username: z.string(), firstName: z.string(), email: z.string() }).nullable(),
  /** Where the account and the record disagree: `firstName`, `email`. */
  differences: z.array(z.enum(['firstName', 'email'])),
  /** Other taxpayer records that may be the same person (same last four and birth date, or name and ZIP). */
  similar: z.array(
    z.strictObject({
      taxpayerId: z.string(),
      name: z.string(),
      city: z.string(),
      why: z.enum(['federalId', 'nameZip']),
    }),
  ),
  age: queueAge,
});
export type RegistrationIdentity = z.infer<typeof registrationIdentity>;
