import type { FastifyRequest } from 'fastify';
import {
  paths,
  ProblemCode,
  TaxpayerType,
  type AuthUser,
  type EmailConfirmationStatus,
  type RegistrationResult,
  type RegistrationStatus,
  type registerBusinessRequest,
  type registerIndividualRequest,
  type registerWebRequest,
} from '@efile/contracts';
import type { z } from 'zod';
import type { AppDeps, SessionAuth } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { text } from '../../lib/i18n';
import { ProblemError } from '../../plugins/problems';
import {
  accessLinkFor,
  checkToken,
  findUserByEmail,
  findUserById,
  sendLink,
  setPasswordFromLink,
  usernameTaken,
  type UserRow,
} from '../credentials';
import { enqueueMail } from '../mail';
import { setFilingAs } from '../auth';
import * as repo from './repository';

const NOT_OUR_RECORDS = text('problems.registrationNotOurRecords');
const USERNAME_TAKEN = text('problems.usernameTaken');
const LINK_NOT_VALID = text('problems.confirmationLinkNotValid');

/** ADR 0006: a taxpayer ID's registration status, decided in this order. */
export async function statusOf(db: Tx, taxpayer: repo.TaxpayerRow | undefined): Promise<RegistrationStatus> {
  if (!taxpayer) return 'NotRegisteredTaxpayer';
  if (taxpayer.primaryTaxpayerId) return 'NotPrimaryTaxpayer';
  if (taxpayer.registrationPending) return 'PendingTaxpayerRegistration';
  const user = await repo.linkedUser(db, taxpayer.id);
  if (!user) return taxpayer.active ? 'NeedsToCreateWebAccount' : 'AccountInactive';
  if (user.status === 'inactive' || !taxpayer.active) return 'AccountInactive';
  if (user.status === 'migration_required') return 'NeedsAccountMigration';
  if (!user.passwordHash) return 'WebUserRequiresPassword';
  return 'ReadyToLogin';
}

export async function checkRegistration(deps: AppDeps, taxpayerId: string): Promise<RegistrationStatus> {
  const db = deps.database.db;
  return statusOf(db, await repo.findTaxpayer(db, taxpayerId));
}

/** The registration answer for a taxpayer that cannot get a new account. */
const existingAnswer = (status: RegistrationStatus): RegistrationStatus =>
  status === 'ReadyToLogin' || status === 'WebUserRequiresPassword' || status === 'NeedsAccountMigration'
    ? 'TaxpayerAlreadyHasUser'
    : status;

/** A taken username is a field error (usernames are chosen, not proven), whatever else the request holds. */
async function assertUsernameFree(tx: Tx, username: string) {
  if (await usernameTaken(tx, username)) {
    throw new ProblemError(400, ProblemCode.Validation, { errors: { username: USERNAME_TAKEN } });
  }
}

type NewAccount = { username: string; email: string; firstName: string; isBusinessUser: boolean };

/** At most this many "someone tried to register with your address" messages to one account an hour. */
const EXISTS_NOTICES_PER_HOUR = 3;

/**
 * An address that already has an account: its owner is told (at most EXISTS_NOTICES_PER_HOUR an
 * hour), in the caller's transaction; the caller decides what the requester is answered.
 */
async function tellOwner(
  deps: AppDeps,
  tx: Tx,
  request: FastifyRequest,
  owner: UserRow,
  now: Date,
  newTaxpayerId?: string,
) {
  const since = new Date(now.getTime() - 3_600_000);
  const told =
    (await repo.auditCountSince(tx, owner.id, 'registration.email-exists', since)) >= EXISTS_NOTICES_PER_HOUR;
  if (!told) {
    const params = {
      name: owner.firstName,
      username: owner.username,
      signIn: `${deps.config.mail.publicUrl}${paths.login}`,
      forgot: `${deps.config.mail.publicUrl}${paths.forgotPassword}`,
    };
    await enqueueMail(
      tx,
      newTaxpayerId
        ? {
            template: 'registrationExistsNewTaxpayer',
            to: owner.email,
            language: owner.language,
            taxpayerId: newTaxpayerId,
            params: {
              ...params,
              taxpayerId: newTaxpayerId,
              phone: deps.config.support.phone,
            },
          }
        : { template: 'registrationExists', to: owner.email, language: owner.language, params },
      now,
    );
  }
  await audit(
    tx,
    request,
    {
      action: 'registration.email-exists',
      userId: owner.id,
      taxpayerId: newTaxpayerId ?? null,
      details: { told: !told },
    },
    now,
  );
}

/**
 * Creates the account (no password yet), links the taxpayer if any, and queues the
 * confirmation e-mail, all in the caller's transaction. Duplicate e-mail is an answer
 * (spec §3 DuplicateEmail) and the address's owner is told; a taken username is a field error.
 */
async function createAccount(
  deps: AppDeps,
  tx: Tx,
  request: FastifyRequest,
  account: NewAccount,
  taxpayerId: string | null,
  now: Date,
): Promise<RegistrationStatus> {
  // The username first: its answer must not depend on whether the address has an account (issue 23).
  await assertUsernameFree(tx, account.username);
  const owner = await findUserByEmail(tx, account.email);
  if (owner) {
    await tellOwner(deps, tx, request, owner, now);
    return 'DuplicateEmail';
  }
  const user = await repo.insertUser(tx, { ...account, passwordHash: null, status: 'active' });
  if (taxpayerId) await repo.link(tx, user.id, taxpayerId, true);
  await sendLink(deps, tx, user, 'registration', now);
  await audit(tx, request, { action: 'registration.account-created', userId: user.id, taxpayerId }, now);
  return 'AccountCreated';
}

/** Runs a registration transaction; a unique-key race becomes the same answer as the check. */
async function inTransaction(
  deps: AppDeps,
  work: (tx: Tx) => Promise<RegistrationResult>,
): Promise<RegistrationResult> {
  try {
    return await deps.database.db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.registrationJustSubmitted'),
    });
  }
}

/**
 * POST /api/register/web. An address that already has an account is answered as a created account
 * (201 AccountCreated) and its owner gets an e-mail instead: an anonymous caller cannot tell which
 * addresses have accounts (issue 11; ADR 0016). The route answers no sooner than
 * ACCOUNT_ANSWER_FLOOR_MS, so the time taken does not tell either.
 */
export async function registerWeb(
  deps: AppDeps,
  request: FastifyRequest,
  body: z.output<typeof registerWebRequest>,
): Promise<RegistrationResult> {
  const result = await registerWebAccount(deps, request, body);
  return result.status === 'DuplicateEmail' ? { ...result, status: 'AccountCreated' } : result;
}

async function registerWebAccount(
  deps: AppDeps,
  request: FastifyRequest,
  body: z.output<typeof registerWebRequest>,
): Promise<RegistrationResult> {
  const now = deps.clock.now();
  if (body.accountType === 'business') {
    const { firstName, username, email } = body;
    return inTransaction(deps, async (tx) => ({
      status: await createAccount(
        deps,
        tx,
        request,
        { firstName, username, email, isBusinessUser: true },
        null,
        now,
      ),
      taxpayerId: null,
    }));
  }
  let proofFailed: string | undefined;
  const result = await inTransaction(deps, async (tx) => {
    // Locks the taxpayer so two registrations for it cannot both pass the check.
    const taxpayer = await repo.findTaxpayer(tx, body.taxpayerId, true);
    const status = await statusOf(tx, taxpayer);
    if (status !== 'NeedsToCreateWebAccount') return { status: existingAnswer(status), taxpayerId: null };
    const zip = taxpayer!.zip.replace(/\D/g, '').slice(0, 5);
    if (taxpayer!.federalId !== body.federalId || zip !== body.zip.replace(/\D/g, '').slice(0, 5)) {
      proofFailed = taxpayer!.id;
      return { status, taxpayerId: null };
    }
    const account = {
      firstName: body.firstName,
      username: body.username,
      email: body.email,
      isBusinessUser: false,
    };
    const created = await createAccount(deps, tx, request, account, taxpayer!.id, now);
    return { status: created, taxpayerId: taxpayer!.id };
  });
  if (proofFailed) {
    // After the transaction: PGlite has one connection, and the audit row must stay.
    await audit(
      deps.database.db,
      request,
      { action: 'registration.proof-failed', taxpayerId: proofFailed },
      now,
    );
    throw new ProblemError(400, ProblemCode.Validation, { detail: NOT_OUR_RECORDS });
  }
  return result;
}

/** A person the agency has no record of: a new (pending) individual taxpayer and its account. */
export async function registerIndividual(
  deps: AppDeps,
  request: FastifyRequest,
  body: z.output<typeof registerIndividualRequest>,
): Promise<RegistrationResult> {
  const now = deps.clock.now();
  return inTransaction(deps, async (tx) => {
    await assertUsernameFree(tx, body.username);
    const existing = await repo.findByFederalId(tx, body.federalId);
    if (existing) {
      const status =
        existing.federalId === body.federalId ? await statusOf(tx, existing) : 'NotPrimaryTaxpayer';
      return { status: existingAnswer(status), taxpayerId: null };
    }
    const id = await repo.nextTaxpayerId(tx);
    await repo.insertTaxpayer(tx, {
      id,
      type: TaxpayerType.Individual,
      name1: body.lastName,
      name2: body.firstName,
      middleInitial: body.middleInitial ? body.middleInitial.toUpperCase() : null,
      federalId: body.federalId,
      birthDate: body.birthDate,
      streetAddress: body.streetAddress,
      city: body.city,
      state: body.state,
      zip: body.zip.replace(/\D/g, ''),
      email: body.email,
      registrationPending: true,
    });
    // An address that already has an account (issue 11; ADR 0015): the taxpayer is registered
    // (pending) all the same and the answer is a new account's, so an anonymous caller learns
    // nothing, not even later from the taxpayer's status; the address's owner gets the new
    // taxpayer ID and is told to ask the agency for an account for it under another address.
    const owner = await findUserByEmail(tx, body.email);
    if (owner) {
      await tellOwner(deps, tx, request, owner, now, id);
      return { status: 'AccountCreated', taxpayerId: id };
    }
    const account = {
      firstName: body.firstName,
      username: body.username,
      email: body.email,
      isBusinessUser: false,
    };
    const status = await createAccount(deps, tx, request, account, id, now);
    return { status, taxpayerId: id };
  });
}

/** A signed-in business user registers a business: it is linked and becomes the filing-as taxpayer. */
export async function registerBusiness(
  deps: AppDeps,
  request: FastifyRequest,
  auth: SessionAuth,
  token: string,
  body: z.output<typeof registerBusinessRequest>,
): Promise<{ taxpayerId: string; user: AuthUser }> {
  if (!auth.isBusinessUser) throw new ProblemError(403, ProblemCode.Forbidden);
  const now = deps.clock.now();
  const db = deps.database.db;
  const user = await findUserById(db, auth.userId);
  const taxpayerId = await db.transaction(async (tx) => {
    const existing = await repo.findByFederalId(tx, body.ein);
    if (existing) {
      throw new ProblemError(409, ProblemCode.Conflict, {
        detail: text('problems.businessAlreadyRegistered'),
      });
    }
    const id = await repo.nextTaxpayerId(tx);
    await repo.insertTaxpayer(tx, {
      id,
      type: TaxpayerType.Business,
      name1: body.name1,
      name2: body.name2 || null,
      federalId: body.ein,
      businessPhoneNumber: body.businessPhoneNumber,
      streetAddress: body.streetAddress,
      city: body.city,
      state: body.state,
      zip: body.zip.replace(/\D/g, ''),
      email: user?.email ?? null,
    });
    await repo.link(tx, auth.userId, id, auth.taxpayerId === null);
    await setFilingAs(tx, auth.sessionId, id);
    await audit(tx, request, { action: 'registration.business', userId: auth.userId, taxpayerId: id }, now);
    return id;
  });
  return {
    taxpayerId,
    user: {
      token,
      username: auth.username,
      firstName: user?.firstName ?? null,
      taxpayerId,
      isBusinessUser: true,
    },
  };
}

/** Sends the e-mail a taxpayer's account is waiting for (registration or legacy), to the address on file. */
export async function sendExistingTaxpayerEmail(deps: AppDeps, request: FastifyRequest, taxpayerId: string) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const taxpayer = await repo.findTaxpayer(db, taxpayerId);
  const user = taxpayer && (await repo.linkedUser(db, taxpayer.id));
  const purpose = user && accessLinkFor(user);
  if (!user || (purpose !== 'registration' && purpose !== 'legacy')) return;
  await db.transaction(async (tx) => {
    const sent = await sendLink(deps, tx, user, purpose, now);
    await audit(
      tx,
      request,
      { action: 'registration.email-requested', userId: user.id, details: { purpose, sent } },
      now,
    );
  });
}

/** GET email-confirmation-status: whether the link can still set a password. */
export async function confirmationStatus(
  deps: AppDeps,
  input: { emailAddress: string; token: string },
): Promise<EmailConfirmationStatus> {
  const db = deps.database.db;
  const check = await checkToken(
    db,
    { purpose: 'registration', email: input.emailAddress, token: input.token },
    deps.clock.now(),
  );
  if (check.state === 'invalid')
    throw new ProblemError(400, ProblemCode.Validation, { detail: LINK_NOT_VALID });
  const user = await findUserById(db, check.row.userId);
  if (user?.passwordHash) return { emailConfirmed: true, canSetPassword: false };
  if (check.state === 'expired') throw new ProblemError(410, ProblemCode.LinkExpired);
  if (check.state === 'used') {
    throw new ProblemError(400, ProblemCode.Validation, {
      detail: text('problems.confirmationLinkSuperseded'),
    });
  }
  return { emailConfirmed: false, canSetPassword: true };
}

/** Resend: a new registration link, only to an account still waiting for its password. */
export async function resendConfirmation(deps: AppDeps, request: FastifyRequest, emailAddress: string) {
  const db = deps.database.db;
  const now = deps.clock.now();
  const user = await findUserByEmail(db, emailAddress);
  if (!user || accessLinkFor(user) !== 'registration') return;
  await db.transaction(async (tx) => {
    const sent = await sendLink(deps, tx, user, 'registration', now);
    await audit(
      tx,
      request,
      { action: 'registration.email-resent', userId: user.id, details: { sent } },
      now,
    );
  });
}

const PARTIAL: ReadonlySet<RegistrationStatus> = new Set([
  'PendingTaxpayerRegistration',
  'WebUserRequiresPassword',
]);

/**
 * POST complete-partial-registration (ADR 0016): a registration started and not finished — a
 * taxpayer registered online whose link was not followed, or an account created without a
 * password — is completed with the e-mailed link's proof: the token must be the newest
 * registration link of the account linked to that taxpayer, sent to that address. The password
 * meets the policy (403 lists the reasons); the token is spent in the same transaction.
 */
export async function completePartialRegistration(
  deps: AppDeps,
  request: FastifyRequest,
  body: { taxpayerId: string; emailAddress: string; emailConfirmationToken: string; password: string },
): Promise<RegistrationResult> {
  const db = deps.database.db;
  const taxpayer = await repo.findTaxpayer(db, body.taxpayerId);
  const status = await statusOf(db, taxpayer);
  const user = taxpayer && PARTIAL.has(status) ? await repo.linkedUser(db, taxpayer.id) : undefined;
  // A pending registration whose password is set waits for the agency, not for completion.
  if (!taxpayer || !user || user.passwordHash) {
    throw new ProblemError(409, ProblemCode.Conflict, {
      detail: text('problems.registrationNotPartial'),
    });
  }
  const set = await setPasswordFromLink(deps, request, {
    purpose: 'registration',
    email: body.emailAddress,
    token: body.emailConfirmationToken,
    password: body.password,
    userId: user.id,
  });
  // A registration that waits for the agency stays pending (ADR 0047): the answer says so.
  return {
    status: set.pendingReview ? 'PendingTaxpayerRegistration' : 'ReadyToLogin',
    taxpayerId: taxpayer.id,
  };
}
