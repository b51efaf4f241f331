import { sql } from 'drizzle-orm';
import { YEARLY_TAX_FORMS } from '@efile/contracts/forms';
import type { Language } from '@efile/contracts/shell';
import {
  bigint,
  customType,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A taxpayer's words for the console's search (ADR 0057): given name, middle initial, surname or
 * business name, the joint filer's, and the street address, lower case, every run of characters
 * that are not letters or digits one space, with a space before and after ("' jane q taxpayer
 * john r taxpayer 1200 euclid ave apt 4 '"). A word starting with "tax" is `like '% tax%'`. The
 * index taxpayers_search_text_idx (migration 0033) is on exactly this expression: change both.
 */
export const TAXPAYER_SEARCH_TEXT =
  `(' ' || lower(regexp_replace(coalesce(name2, '') || ' ' || coalesce(middle_initial, '') || ' ' || name1` +
  ` || ' ' || coalesce(joint_name2, '') || ' ' || coalesce(joint_middle_initial, '') || ' ' || coalesce(joint_name1, '')` +
  ` || ' ' || street_address, '[^[:alnum:]]+', ' ', 'g')) || ' ')`;

/** A phone column's last ten digits (a leading 1 and any punctuation dropped): how phones are compared. */
export const phoneDigits = (column: string) => `right(regexp_replace(${column}, '[^0-9]', '', 'g'), 10)`;

/**
 * A taxpayer on the agency's roll: individual (0), joint (1) or business (2).
 * `taxpayer_id` is the agency's account number; federal IDs are SSN/ITIN or EIN, 9 digits.
 */
export const taxpayers = pgTable(
  'taxpayers',
  {
    id: text('taxpayer_id').primaryKey(),
    type: smallint('taxpayer_type').notNull(),
    name1: text('name1').notNull(),
    name2: text('name2'),
    middleInitial: text('middle_initial'),
    federalId: text('federal_id'),
    businessPhoneNumber: text('business_phone_number'),
    jointName1: text('joint_name1'),
    jointName2: text('joint_name2'),
    jointMiddleInitial: text('joint_middle_initial'),
    jointFederalId: text('joint_federal_id'),
    streetAddress: text('street_address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    email: text('email'),
    active: boolean('active').notNull().default(true),
    birthDate: text('birth_date'),
    /** A joint return's second filer: the primary taxpayer's account files for both. */
    primaryTaxpayerId: text('primary_taxpayer_id'),
    /** Created by online registration and not yet confirmed by its owner's e-mail. */
    registrationPending: boolean('registration_pending').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('taxpayers_federal_id_idx').on(t.federalId),
    // The console's search (migration 0033, ADR 0057): every name and the street as words, a
    // trigram index for word starts in any order; exact keys on btrees.
    index('taxpayers_search_text_idx').using('gin', sql`(${sql.raw(TAXPAYER_SEARCH_TEXT)}) gin_trgm_ops`),
    index('taxpayers_joint_federal_id_idx').on(t.jointFederalId),
    index('taxpayers_federal_id_last4_idx').on(sql`right(${t.federalId}, 4)`),
    index('taxpayers_joint_federal_id_last4_idx').on(sql`right(${t.jointFederalId}, 4)`),
    index('taxpayers_email_lower_idx').on(sql`lower(${t.email})`),
    index('taxpayers_phone_idx').on(sql`${sql.raw(phoneDigits('business_phone_number'))}`),
  ],
);

/** Account numbers of taxpayers registered online (the agency's own run below 500000). */
export const onlineTaxpayerIdSeq = pgSequence('online_taxpayer_id_seq', { startWith: 500000 });

/** A web account. `status`: active | inactive | migration_required | misconfigured. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    /** Null until the person sets a password from their confirmation e-mail. */
    passwordHash: text('password_hash'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    firstName: text('first_name'),
    isBusinessUser: boolean('is_business_user').notNull().default(false),
    status: text('status').notNull().default('active'),
    createdAt: createdAt(),
    /** The account's language (issue 26): its e-mails and PDFs are written in it. */
    language: text('language').$type<Language>().notNull().default('en'),
  },
  (t) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
);

/** Which taxpayers a user may act for (an individual's own, a business user's linked EINs). */
export const userTaxpayers = pgTable(
  'user_taxpayers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    isPrimary: boolean('is_primary').notNull().default(false),
    /** A business link sees only forms filed from this moment (ADR 0017); null: all of them. */
    seesFormsFrom: timestamp('sees_forms_from', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.taxpayerId] }),
    index('user_taxpayers_taxpayer_idx').on(t.taxpayerId),
  ],
);

/** Bearer sessions: only the SHA-256 of the token is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The taxpayer the user is filing as in this session. */
    taxpayerId: text('taxpayer_id').references(() => taxpayers.id),
    createdAt: createdAt(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_idx').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
  isPublic: boolean('is_public').notNull().default(false),
});

/** Append-only record of every sign-in and state change. Never holds passwords, tokens or federal IDs. */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    action: text('action').notNull(),
    userId: integer('user_id'),
    taxpayerId: text('taxpayer_id'),
    requestId: text('request_id'),
    ip: text('ip'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    /** The member of staff who acted (issue 16); `userId` is a taxpayer's web account. */
    staffUserId: integer('staff_user_id'),
    /**
     * Tamper evidence (ADR 0034): the chain the event belongs to, its place in it, and the hash
     * of the one before and of itself, all set by the database's insert trigger (never by code).
     */
    chain: text('chain').notNull().default('portal'),
    chainSeq: bigint('chain_seq', { mode: 'number' }),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (t) => [
    index('audit_events_user_idx').on(t.userId, t.occurredAt),
    uniqueIndex('audit_events_chain_seq_idx').on(t.chain, t.chainSeq),
  ],
);

/** Failed sign-ins per (hashed) username, for lockout. Keyed whether or not the account exists. */
export const signinThrottle = pgTable('signin_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** A username being slowed down: when its next attempt may be checked (ADR 0047). */
  nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
});

/**
 * Estimated-tax payments and prior-year credit per taxpayer and tax year, as the agency's
 * records hold them after audit (spec §2 "Estimates and Credits"). Amounts in cents.
 */
export const estimateCredits = pgTable(
  'estimate_credits',
  {
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    amountPaidCents: bigint('amount_paid_cents', { mode: 'number' }).notNull().default(0),
    priorYearCreditCents: bigint('prior_year_credit_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.taxpayerId, t.taxYear] })],
);

/**
 * Forms entered for a taxpayer and tax year (drafts and filed), one row per filing of every form
 * in the registry but the exemption certificate (its own table). `form_type` is the registry's id
 * (packages/contracts/src/forms.ts); the exemption certificate is refused once any is entered.
 */
export const taxForms = pgTable(
  'tax_forms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    formType: text('form_type').notNull(),
    status: text('status').notNull().default('draft'),
    /**
     * What the person entered: the annual return's draft keeps its eligibility answers here
     * (`answers`); a computed form filed in one call keeps its request as sent (`request`).
     */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * Frozen at filing: the figures the taxpayer saw and filed (`calculation`) and what the form
     * asks to be paid (`amountDue`, every form), read by the screens, the PDF, payments and the ledger.
     */
    result: jsonb('result').$type<Record<string, unknown>>(),
    confirmationNumber: text('confirmation_number'),
    filedAt: timestamp('filed_at', { withTimezone: true }),
    filedByUserId: integer('filed_by_user_id').references(() => users.id),
    /** The person chose to pay the balance by check rather than online (POST …/no-payment). */
    payByMailAt: timestamp('pay_by_mail_at', { withTimezone: true }),
    /** The period a periodic return covers ('2025-Q1', '2025-M05'): one return per period. */
    period: text('period'),
    createdAt: createdAt(),
    /** Forms that may be filed again (the billing statement): what was filed, hashed (ADR 0049). */
    contentHash: text('content_hash'),
    /** The filing instant divided by the duplicate window: one content per taxpayer and bucket. */
    contentBucket: bigint('content_bucket', { mode: 'number' }),
  },
  (t) => [
    index('tax_forms_taxpayer_year_idx').on(t.taxpayerId, t.taxYear),
    // The same content filed twice in one window is one filing (ADR 0049, issue 23 item 3).
    uniqueIndex('tax_forms_same_content_idx')
      .on(t.taxpayerId, t.contentHash, t.contentBucket)
      .where(sql`${t.contentHash} is not null`),
    check('tax_forms_content_pair_check', sql`(${t.contentHash} is null) = (${t.contentBucket} is null)`),
    // One of each yearly form per taxpayer and tax year (the registry's): a double submit makes one.
    uniqueIndex('tax_forms_one_per_year_idx')
      .on(t.taxpayerId, t.taxYear, t.formType)
      .where(sql`${t.formType} in (${sql.raw(YEARLY_TAX_FORMS.map((id) => `'${id}'`).join(', '))})`),
    uniqueIndex('tax_forms_confirmation_idx').on(t.confirmationNumber),
    uniqueIndex('tax_forms_one_per_period_idx')
      .on(t.taxpayerId, t.formType, t.period)
      .where(sql`${t.period} is not null`),
  ],
);
/** A filed or draft form as stored (one type for every module that reads `tax_forms`). */
export type TaxFormRow = typeof taxForms.$inferSelect;

/** W-2s entered on a form (the annual return). Amounts in cents. */
export const formW2s = pgTable(
  'form_w2s',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxFormId: bigint('tax_form_id', { mode: 'number' })
      .notNull()
      .references(() => taxForms.id, { onDelete: 'cascade' }),
    employer: text('employer').notNull(),
    ein: text('ein').notNull(),
    wagesCents: bigint('wages_cents', { mode: 'number' }).notNull(),
    medicareWagesCents: bigint('medicare_wages_cents', { mode: 'number' }).notNull(),
    localWagesCents: bigint('local_wages_cents', { mode: 'number' }).notNull(),
    localTaxWithheldCents: bigint('local_tax_withheld_cents', { mode: 'number' }).notNull(),
    locality: text('locality'),
    /** Box 20 names no member city: the taxpayer's pick, a member's code or 'outside' (issue 9). */
    localityChoice: text('locality_choice'),
    createdAt: createdAt(),
  },
  (t) => [index('form_w2s_form_idx').on(t.taxFormId)],
);

/** 1099 income entered on a form (the annual return). Amounts in cents. */
export const form1099s = pgTable(
  'form_1099s',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxFormId: bigint('tax_form_id', { mode: 'number' })
      .notNull()
      .references(() => taxForms.id, { onDelete: 'cascade' }),
    payer: text('payer').notNull(),
    incomeCents: bigint('income_cents', { mode: 'number' }).notNull(),
    city: text('city'),
    taxPaidCents: bigint('tax_paid_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('form_1099s_form_idx').on(t.taxFormId)],
);

/**
 * One exemption certificate per taxpayer and tax year (the unique key makes filing idempotent).
 * One or the other: triggers of migration 0012 refuse a certificate where an annual return is
 * entered for the year and an annual return where a certificate is filed (constraint name
 * `one_filing_choice_per_year`, SQLSTATE 23505), under a per-taxpayer-and-year advisory lock.
 */
export const exemptionCertificates = pgTable(
  'exemption_certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    taxYear: integer('tax_year').notNull(),
    reason: text('reason').notNull(),
    businessSoldDate: text('business_sold_date'),
    confirmationNumber: text('confirmation_number').notNull(),
    filedByUserId: integer('filed_by_user_id')
      .notNull()
      .references(() => users.id),
    filedAt: timestamp('filed_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('exemption_certificates_taxpayer_year_idx').on(t.taxpayerId, t.taxYear),
    uniqueIndex('exemption_certificates_confirmation_idx').on(t.confirmationNumber),
  ],
);

/**
 * Single-use tokens of e-mailed links. Only the SHA-256 of the token is kept; `email` is the
 * address the link was sent to (the new address for an e-mail change).
 * `purpose`: registration | legacy | reset | email-change.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose),
  ],
);

/**
 * Transactional outbox: a message is written in the transaction that causes it, and the mail
 * worker delivers it (status pending → sent | failed), retrying with back-off.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    template: text('template').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A message with an e-mailed link: the template's parameters and the link's token, so a
     * link whose lifetime passed while the message waited is re-issued before it is sent. */
    params: jsonb('params'),
    accountTokenId: bigint('account_token_id', { mode: 'number' }).references(() => accountTokens.id, {
      onDelete: 'set null',
    }),
    /** Extra headers (a reminder's List-Unsubscribe and List-Unsubscribe-Post; migration 0017). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** The language it is written in (issue 26): a re-issued link is written in it again. */
    language: text('language').$type<Language>().notNull().default('en'),
    /** The taxpayer it is about (migration 0040), for the console's timeline; null: an account's own. */
    taxpayerId: text('taxpayer_id').references(() => taxpayers.id),
  },
  (t) => [
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    index('mail_outbox_taxpayer_idx').on(t.taxpayerId, t.id),
  ],
);

/** Binary content (bytea): node-postgres and PGlite both read it back as bytes. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * Images and PDFs of W-2s and 1099s a taxpayer uploads (POST /api/file-upload): checked by
 * type, size and content before they are kept.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    /** Bytes of files uploaded before the storage interface (migration 0012); new files: null. */
    content: bytea('content'),
    /** Where the bytes are in the upload store (filesystem or S3): file bytes stay out of this table. */
    storageKey: text('storage_key'),
    /** The W-2 or 1099 the file is a copy of (linked on the server, checked to be the same filer's). */
    w2Id: bigint('w2_id', { mode: 'number' }).references(() => formW2s.id, { onDelete: 'set null' }),
    form1099Id: bigint('form_1099_id', { mode: 'number' }).references(() => form1099s.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_files_taxpayer_idx').on(t.taxpayerId),
    index('uploaded_files_user_created_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Payments of filed forms through the external provider: one row per provider session
 * (remittance), moved by the provider's signed notifications. Only the last 4 digits of a card or
 * account number are ever kept. Amounts in cents.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The filed form paid; null for a payment of a whole tax year (ADR 0044). */
    taxFormId: bigint('tax_form_id', { mode: 'number' }).references(() => taxForms.id),
    /**
     * The tax year paid: a year's payment names it; a form's is always the form's (set by the
     * trigger payments_tax_year, migration 0025), so an insert for a form may leave it out.
     */
    taxYear: integer('tax_year')
      .notNull()
      .default(sql`NULL`),
    /** One installment of a filed estimate (1–4), paid on its own; null otherwise. */
    installment: integer('installment'),
    /** What is paid, as one key ('form:12', 'form:12:installment.4', 'year:2025'): sessions are per target. */
    targetKey: text('target_key').generatedAlwaysAs(
      sql`CASE WHEN tax_form_id IS NULL THEN 'year:' || tax_year::text ELSE 'form:' || tax_form_id::text || coalesce(':installment.' || installment::text, '') END`,
    ),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    remittanceId: text('remittance_id').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Initiated, InProgress, Completed or Error (spec §3 payment session state). */
    status: text('status').notNull(),
    paymentType: text('payment_type'),
    partialCcNumber: text('partial_cc_number'),
    partialAccountNumber: text('partial_account_number'),
    transactionId: text('transaction_id'),
    message: text('message'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    /** When the provider last reported on it (the transaction date once Completed). */
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** 1, 2, … per form: the remittance id is derived from it, so a retried start is the same session. */
    attempt: integer('attempt').notNull().default(1),
    /** What the provider says was paid (set exactly when Completed); may differ from `amount`. */
    amountPaid: bigint('amount_paid', { mode: 'number' }),
    /** For the agency: 'partial' (less than asked), 'overpaid' (more), 'refund' (paid when already paid). */
    flag: text('flag'),
    /** What told us the outcome: 'notification', 'reconciliation' or 'return' (the payment page's query). */
    resolvedBy: text('resolved_by'),
    /** When the reconciliation job last asked the provider about this session. */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    /** The provider's transaction date as it reported it (issue 23 item 11); `reportedAt` is ours. */
    providerDate: timestamp('provider_date', { withTimezone: true }),
    /** For the agency: the provider dated it 'before-session' or in the 'future' (ADR 0049). */
    dateFlag: text('date_flag'),
  },
  (t) => [
    uniqueIndex('payments_remittance_idx').on(t.remittanceId),
    index('payments_form_idx').on(t.taxFormId),
    uniqueIndex('payments_target_attempt_idx').on(t.taxpayerId, t.targetKey, t.attempt),
    // At most one live provider session per target (ADR 0013, ADR 0044).
    uniqueIndex('payments_one_live_session_idx')
      .on(t.taxpayerId, t.targetKey)
      .where(sql`${t.status} in ('Initiated', 'InProgress')`),
    check(
      'payments_target_check',
      sql`${t.installment} IS NULL OR (${t.taxFormId} IS NOT NULL AND ${t.installment} BETWEEN 1 AND 4)`,
    ),
    // A provider transaction is recorded once.
    uniqueIndex('payments_transaction_idx').on(t.transactionId),
    check('payments_flag_check', sql`${t.flag} in ('partial', 'overpaid', 'refund')`),
    check('payments_date_flag_check', sql`${t.dateFlag} in ('before-session', 'future')`),
    check(
      'payments_paid_when_completed_check',
      sql`(${t.status} = 'Completed') = (${t.amountPaid} is not null)`,
    ),
  ],
);

/**
 * What the daily settlement comparison found (ADR 0014): a provider transaction we have not
 * recorded ('missing_here'), a payment of ours the provider does not list ('missing_at_provider'),
 * or an amount that differs. `key` is the transaction (or remittance) id: each issue is listed once.
 */
export const paymentSettlementIssues = pgTable(
  'payment_settlement_issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The provider's settlement day, YYYY-MM-DD. */
    settlementDate: text('settlement_date').notNull(),
    kind: text('kind').notNull(),
    key: text('key').notNull(),
    remittanceId: text('remittance_id'),
    transactionId: text('transaction_id'),
    ours: bigint('ours', { mode: 'number' }),
    theirs: bigint('theirs', { mode: 'number' }),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_settlement_issues_once_idx').on(t.settlementDate, t.kind, t.key),
    check(
      'payment_settlement_issues_kind_check',
      sql`${t.kind} in ('missing_here', 'missing_at_provider', 'amount_differs')`,
    ),
  ],
);

/**
 * A business user's request to link a business (ADR 0017): open until the user proves they are
 * the business's (the code mailed to its e-mail on file, or the agency) and, when the business
 * already has linked users, one of them or the agency approves. One request per user and business.
 */
export const einLinkRequests = pgTable(
  'ein_link_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taxpayerId: text('taxpayer_id')
      .notNull()
      .references(() => taxpayers.id),
    /** SHA-256 of the request id and the mailed code; null when the business has no e-mail on file. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeAttempts: smallint('code_attempts').notNull().default(0),
    /** When the code was entered or the agency approved: the proof is given. */
    provenAt: timestamp('proven_at', { withTimezone: true }),
    /** The business had linked users when asked: one of them (or the agency) must approve. */
    needsApproval: boolean('needs_approval').notNull(),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    /** The linked user who approved; null with approvedAt set: the agency. */
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The approver let the new link see forms filed before it. */
    includeHistory: boolean('include_history').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ein_link_requests_user_taxpayer_idx').on(t.userId, t.taxpayerId),
    index('ein_link_requests_taxpayer_idx').on(t.taxpayerId),
  ],
);

/**
 * The first result of each filing call sent with an `Idempotency-Key` (issue 11): a repeat of the
 * key answers this stored result instead of filing again. The unique key is per user; a row without
 * `completed_at` is a call in progress (claimed until `locked_until`).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** sha256 of the method, route and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_idx').on(t.userId, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
