import type { FastifyRequest } from 'fastify';
import { paths, ProblemCode, type ContactType, type Language } from '@efile/contracts';
import { currentLanguage } from '../../lib/i18n';
import type { AppDeps, SessionAuth } from '../../context';
import type { Tx } from '../../db/client';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { hashPassword } from '../../lib/passwords';
import { ProblemError } from '../../plugins/problems';
import { clearUsername } from '../../lib/signin-throttle';
import { enqueueMail } from '../mail';
import { passwordProblems } from './password-policy';
import * as repo from './repository';
import {
  checkToken,
  consumeToken,
  issueTokenRow,
  TOKEN_LIFETIME_HOURS,
  type TokenPurpose,
} from '../../lib/account-tokens';

const HOUR = 3_600_000;
/** At most this many links of one kind to one account an hour, whoever asks. */
const LINKS_PER_HOUR = 5;

/** The page an e-mailed link opens, with its query. */
export function linkTo(deps: AppDeps, path: string, query: Record<string, string | number>): string {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]));
  return `${deps.config.mail.publicUrl}${path}?${search.toString()}`;
}

const LINK_PAGE: Record<Exclude<TokenPurpose, 'email-change'>, string> = {
  registration: paths.confirmRegistration,
  legacy: paths.confirmLegacyEmail,
  reset: paths.resetPassword,
};

/**
 * Sends a user a registration, legacy-confirmation or reset link (in the caller's
 * transaction), unless the account already had LINKS_PER_HOUR of them this hour.
 */
export async function sendLink(
  deps: AppDeps,
  tx: Tx,
  user: repo.UserRow,
  purpose: Exclude<TokenPurpose, 'email-change'>,
  now: Date,
): Promise<boolean> {
  if (
    (await repo.tokensIssuedSince(tx, user.id, purpose, new Date(now.getTime() - HOUR))) >= LINKS_PER_HOUR
  ) {
    return false;
  }
  const { token, id } = await issueTokenRow(tx, { userId: user.id, purpose, email: user.email }, now);
  const link = linkTo(deps, LINK_PAGE[purpose], { email: user.email, token });
  await enqueueMail(
    tx,
    {
      template: purpose,
      to: user.email,
      language: user.language,
      params: {
        name: user.firstName,
        username: user.username,
        link,
        hours: TOKEN_LIFETIME_HOURS[purpose],
      },
      tokenId: id,
    },
    now,
  );
  return true;
}

/** The link a person should get to regain access, by account state (none for inactive ones). */
export function accessLinkFor(user: repo.UserRow): Exclude<TokenPurpose, 'email-change'> | undefined {
  if (user.status === 'inactive') return undefined;
  if (user.status === 'migration_required') return 'legacy';
  if (!user.passwordHash) return 'registration';
  return 'reset';
}

function tokenProblem(state: 'invalid' | 'used' | 'expired'): ProblemError {
  return state === 'expired'
    ? new ProblemError(410, ProblemCode.LinkExpired)
    : new ProblemError(401, ProblemCode.InvalidToken);
}

/**
 * Sets a password from an e-mailed link (registration, legacy confirmation or reset): the link
 * must be this address's, unused and unexpired; the password must meet the policy (403 lists
 * every rule it fails). The token is spent in the same transaction as the change.
 */
export async function setPasswordFromLink(
  deps: AppDeps,
  request: FastifyRequest,
  input: {
    purpose: Exclude<TokenPurpose, 'email-change'>;
    email: string;
    token: string;
    password: string;
    /** The account the link must be for (complete-partial-registration names its taxpayer). */
    userId?: number;
  },
): Promise<{ pendingReview: boolean }> {
  const { database, clock } = deps;
  const now = clock.now();
  const check = await checkToken(database.db, input, now);
  if (check.state !== 'valid') throw tokenProblem(check.state);
  if (input.userId !== undefined && check.row.userId !== input.userId) {
    throw new ProblemError(401, ProblemCode.InvalidToken);
  }
  const user = await repo.findUserById(database.db, check.row.userId);
  if (!user || user.status === 'inactive') throw new ProblemError(401, ProblemCode.InvalidToken);
  const reasons = passwordProblems(input.password, { username: user.username, email: user.email });
  if (reasons.length > 0) throw new ProblemError(403, ProblemCode.InvalidPassword, { reasons });
  const passwordHash = await hashPassword(input.password);
  await database.db.transaction(async (tx) => {
    if (!(await consumeToken(tx, check.row.id, now))) throw new ProblemError(401, ProblemCode.InvalidToken);
    await repo.setPassword(tx, user.id, passwordHash, now);
    // Whoever holds the account's mailbox set a new password: sign-in locks and slowdowns end.
    await clearUsername(tx, user.username);
    if (input.purpose === 'reset') {
      await enqueueMail(
        tx,
        {
          template: 'passwordChanged',
          to: user.email,
          language: user.language,
          params: { name: user.firstName },
        },
        now,
      );
    }
    await audit(tx, request, { action: `password.set.${input.purpose}`, userId: user.id }, now);
  });
  // The password is set whatever the registration's state; sign-in waits for the agency (ADR 0047).
  return { pendingReview: (await repo.registrationGate(database.db, user.id)) === 'pending' };
}

/**
 * Forgotten password: always the same answer; a link goes only to an account's own address. An
 * unknown address runs the same transaction (the rate check and an audit row without a user), and
 * the route answers no sooner than ACCOUNT_ANSWER_FLOOR_MS either way (no enumeration by timing).
 */
export async function requestPasswordReset(deps: AppDeps, request: FastifyRequest, email: string) {
  const { database, clock } = deps;
  const now = clock.now();
  const user = await repo.findUserByEmail(database.db, email);
  const purpose = (user && accessLinkFor(user)) ?? null;
  await database.db.transaction(async (tx) => {
    const sent = user && purpose ? await sendLink(deps, tx, user, purpose, now) : false;
    await audit(
      tx,
      request,
      { action: 'password.reset-requested', userId: user?.id ?? null, details: { purpose, sent } },
      now,
    );
  });
}

/** Spec §8: an address another account uses answers 400 Duplicate Email Address. */
async function assertEmailFree(db: Tx, email: string) {
  if (await repo.findUserByEmail(db, email)) throw new ProblemError(400, ProblemCode.DuplicateEmail);
}

/** Sends a confirmation link to the new address; the address changes only when it is opened. */
export async function requestEmailChange(
  deps: AppDeps,
  request: FastifyRequest,
  auth: SessionAuth,
  email: string,
) {
  const { database, clock } = deps;
  const now = clock.now();
  await assertEmailFree(database.db, email);
  const user = await repo.findUserById(database.db, auth.userId);
  if (!user) throw new ProblemError(401, ProblemCode.Unauthenticated);
  await database.db.transaction(async (tx) => {
    if (
      (await repo.tokensIssuedSince(tx, user.id, 'email-change', new Date(now.getTime() - HOUR))) >=
      LINKS_PER_HOUR
    ) {
      throw new ProblemError(429, ProblemCode.TooManyAttempts, { retryAfterSeconds: 3600 });
    }
    const issued = await issueTokenRow(tx, { userId: user.id, purpose: 'email-change', email }, now);
    const link = linkTo(deps, paths.confirmEmailChange, { token: issued.token, email, id: user.id });
    const hours = TOKEN_LIFETIME_HOURS['email-change'];
    await enqueueMail(
      tx,
      {
        template: 'emailChange',
        to: email,
        language: user.language,
        params: { name: user.firstName, link, hours },
        tokenId: issued.id,
      },
      now,
    );
    await audit(tx, request, { action: 'email.change-requested', userId: user.id }, now);
  });
}

/** Completes an e-mail change from its link; the old address is told. */
export async function confirmEmailChange(
  deps: AppDeps,
  request: FastifyRequest,
  input: { email: string; token: string; id: number },
) {
  const { database, clock } = deps;
  const now = clock.now();
  const check = await checkToken(database.db, { ...input, purpose: 'email-change' }, now);
  if (check.state !== 'valid') throw tokenProblem(check.state);
  if (check.row.userId !== input.id) throw new ProblemError(401, ProblemCode.InvalidToken);
  const user = await repo.findUserById(database.db, input.id);
  if (!user) throw new ProblemError(401, ProblemCode.InvalidToken);
  await assertEmailFree(database.db, input.email);
  try {
    await database.db.transaction(async (tx) => {
      if (!(await consumeToken(tx, check.row.id, now))) throw new ProblemError(401, ProblemCode.InvalidToken);
      await repo.setEmail(tx, user.id, check.row.email, now);
      await enqueueMail(
        tx,
        {
          template: 'emailChanged',
          to: user.email,
          language: user.language,
          params: { name: user.firstName, newEmail: check.row.email },
        },
        now,
      );
      await audit(tx, request, { action: 'email.changed', userId: user.id }, now);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ProblemError(400, ProblemCode.DuplicateEmail);
    throw error;
  }
}

/** Contact us: to the agency mailbox for the type, with the sender as Reply-To. */
export async function sendContactRequest(
  deps: AppDeps,
  request: FastifyRequest,
  body: { type: ContactType; name: string; phoneNumber: string; emailAddress: string; message: string },
) {
  const { database, clock, config } = deps;
  const now = clock.now();
  const to = body.type === 'Website' ? config.mail.contact.website : config.mail.contact.general;
  await database.db.transaction(async (tx) => {
    await enqueueMail(tx, { template: 'contact', to, replyTo: body.emailAddress, params: body }, now);
    // Kept for the staff's Contact Us queue too (ADR 0037).
    const messageId = await repo.storeContactMessage(
      tx,
      {
        ...body,
        userId: request.auth?.userId ?? null,
        taxpayerId: request.auth?.taxpayerId ?? null,
        language: currentLanguage(),
      },
      now,
    );
    await audit(
      tx,
      request,
      {
        action: 'contact.sent',
        userId: request.auth?.userId ?? null,
        details: { type: body.type, messageId },
      },
      now,
    );
  });
}

/**
 * The account's language (issue 26): read at sign-in, where the page and the account settle which
 * one the person reads in (the browser's choice made signed out wins, else the account's).
 */
export async function accountLanguage(deps: AppDeps, userId: number): Promise<Language> {
  const language = await repo.languageOf(deps.database.db, userId);
  if (!language) throw new ProblemError(401, ProblemCode.Unauthenticated);
  return language;
}

/** The account's language (issue 26): its e-mails and PDFs are written in it from now on. */
export async function chooseLanguage(deps: AppDeps, userId: number, language: Language): Promise<void> {
  await repo.setLanguage(deps.database.db, userId, language);
}
