import { randomInt } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { LinkAwaiting } from '@efile/contracts';
import type { Tx } from '../../db/client';
import { auditEvents } from '../../db/schema';
import { audit, type AuditEvent } from '../../lib/audit';
import { hashToken, safeEqual } from '../../lib/tokens';
import { findUserById } from '../credentials';
import { enqueueMail } from '../mail';
import * as repo from './repository';
import * as requests from './requests-repository';
import type { LinkRequestRow } from './requests-repository';

/**
 * Linking a business (ADR 0017): a search shows a business, it does not hand it over. Add opens a
 * request; the link is made once the requester proves they are the business's (the code mailed
 * to its e-mail on file, or the agency) and, when users are already linked to it, one of them or
 * the agency approves. The linked users are told of each request and each new link.
 */

export const CODE_DAYS = 7;
export const MAX_CODE_ATTEMPTS = 5;
const DAY_MS = 24 * 60 * 60_000;
/** Crockford base32: no I, L, O or U to misread; 10 characters are 50 bits. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Who acts: a signed-in user's request (audited with its id and address), or the agency's tool. */
export interface Actor {
  request?: FastifyRequest;
  now: Date;
}

export function newCode(): string {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/** The stored form of a code: salted with the request's user and business, so a hash is no use elsewhere. */
export function codeHash(userId: number, taxpayerId: string, code: string): string {
  const normal = code.replace(/[\s-]/g, '').toUpperCase();
  return hashToken(`${userId}:${taxpayerId}:${normal}`);
}

/** What the request still waits for; null when it may become a link. */
export function awaitingOf(row: LinkRequestRow): LinkAwaiting | null {
  if (!row.provenAt) return row.codeHash ? LinkAwaiting.Code : LinkAwaiting.Agency;
  if (row.needsApproval && !row.approvedAt) return LinkAwaiting.Approval;
  return null;
}

async function record(tx: Tx, actor: Actor, event: AuditEvent): Promise<void> {
  if (actor.request) return audit(tx, actor.request, event, actor.now);
  await tx.insert(auditEvents).values({
    occurredAt: actor.now,
    action: event.action,
    userId: event.userId ?? null,
    taxpayerId: event.taxpayerId ?? null,
    requestId: 'agency',
    details: event.details ?? {},
  });
}

type Business = NonNullable<Awaited<ReturnType<typeof requests.findActiveBusiness>>>;
const nameOf = (b: { name1: string; ein: string | null }) => `${b.name1} (EIN ${b.ein ?? ''})`;

/**
 * Opens the user's request for the business, or sends a new code for it. The code goes to the
 * business's e-mail on file; without one only the agency can prove the request.
 */
export async function openRequest(
  tx: Tx,
  actor: Actor,
  user: { userId: number; username: string },
  business: Business,
): Promise<LinkAwaiting> {
  const existing = await requests.lockRequest(tx, user.userId, business.taxpayerId);
  if (existing?.provenAt) return awaitingOf(existing) ?? LinkAwaiting.Approval;
  const others = (await requests.linkedUsers(tx, business.taxpayerId)).filter(
    (u) => u.userId !== user.userId,
  );
  const code = business.email ? newCode() : null;
  const { row, created } = await requests.upsertRequest(tx, {
    userId: user.userId,
    taxpayerId: business.taxpayerId,
    codeHash: code ? codeHash(user.userId, business.taxpayerId, code) : null,
    codeExpiresAt: code ? new Date(actor.now.getTime() + CODE_DAYS * DAY_MS) : null,
    needsApproval: others.length > 0,
    now: actor.now,
  });
  if (code && business.email) {
    await enqueueMail(
      tx,
      {
        template: 'einLinkCode',
        to: business.email,
        taxpayerId: business.taxpayerId,
        params: { business: nameOf(business), username: user.username, code, days: CODE_DAYS },
      },
      actor.now,
    );
  }
  if (created) await notifyRequested(tx, actor, others, business.taxpayerId, user.userId);
  await record(tx, actor, {
    action: created ? 'ein.link-requested' : 'ein.link-code-renewed',
    userId: user.userId,
    taxpayerId: business.taxpayerId,
    details: { requestId: row.id, codeMailed: !!code, needsApproval: row.needsApproval },
  });
  return awaitingOf(row) ?? LinkAwaiting.Approval;
}

/** Tells the users linked to the business that someone asked to file for it (ADR 0017). */
async function notifyRequested(
  tx: Tx,
  actor: Actor,
  others: readonly { email: string; firstName: string | null }[],
  taxpayerId: string,
  requesterId: number,
): Promise<void> {
  const business = await requests.findActiveBusiness(tx, taxpayerId);
  const requester = await findUserById(tx, requesterId);
  for (const other of others) {
    await enqueueMail(
      tx,
      {
        template: 'einLinkRequested',
        to: other.email,
        taxpayerId,
        params: {
          name: other.firstName,
          business: business ? nameOf(business) : taxpayerId,
          username: requester?.username ?? '',
        },
      },
      actor.now,
    );
  }
}

export type CodeOutcome = 'none' | 'expired' | 'locked' | 'wrong' | LinkAwaiting | 'linked';

/**
 * Checks the code of the user's request. A wrong code counts against the request (five, then a
 * new code is needed); the right one proves it, and links when no approval is outstanding.
 */
export async function proveWithCode(
  tx: Tx,
  actor: Actor,
  userId: number,
  taxpayerId: string,
  code: string,
): Promise<CodeOutcome> {
  const row = await requests.lockRequest(tx, userId, taxpayerId);
  if (!row) return 'none';
  if (row.provenAt) return awaitingOf(row) ?? 'linked';
  if (!row.codeHash || !row.codeExpiresAt) return LinkAwaiting.Agency;
  if (row.codeExpiresAt <= actor.now) return 'expired';
  if (row.codeAttempts >= MAX_CODE_ATTEMPTS) return 'locked';
  if (!safeEqual(codeHash(userId, taxpayerId, code), row.codeHash)) {
    await requests.updateRequest(tx, row.id, { codeAttempts: row.codeAttempts + 1 });
    await record(tx, actor, { action: 'ein.link-code-wrong', userId, taxpayerId });
    return 'wrong';
  }
  // Someone may have linked the business since the request was made: they approve it now.
  const others = (await requests.linkedUsers(tx, taxpayerId)).filter((u) => u.userId !== userId);
  const needsApproval = row.needsApproval || others.length > 0;
  if (needsApproval && !row.needsApproval) await notifyRequested(tx, actor, others, taxpayerId, userId);
  const set = { provenAt: actor.now, codeHash: null, codeExpiresAt: null, needsApproval };
  const proven = { ...row, ...set };
  await requests.updateRequest(tx, row.id, set);
  await record(tx, actor, { action: 'ein.link-proven', userId, taxpayerId, details: { by: 'code' } });
  return (await completeIfReady(tx, actor, proven)) ? 'linked' : (awaitingOf(proven) ?? 'linked');
}

/**
 * A linked user's (approvedBy) or the agency's (null) decision. The agency's approval is also the
 * proof; a linked user's is not. Answers whether the link was made.
 */
export async function decide(
  tx: Tx,
  actor: Actor,
  row: LinkRequestRow,
  decision: { approve: boolean; includeHistory: boolean; approvedBy: number | null },
): Promise<boolean> {
  const business = await requests.findActiveBusiness(tx, row.taxpayerId);
  const requester = await findUserById(tx, row.userId);
  const label = business ? nameOf(business) : row.taxpayerId;
  if (requester) {
    await enqueueMail(
      tx,
      {
        template: 'einLinkDecided',
        to: requester.email,
        taxpayerId: row.taxpayerId,
        params: { name: requester.firstName, business: label, approved: decision.approve },
      },
      actor.now,
    );
  }
  const details = {
    requestId: row.id,
    by: decision.approvedBy ?? 'agency',
    includeHistory: decision.includeHistory,
  };
  if (!decision.approve || !business) {
    await requests.deleteRequest(tx, row.id);
    await record(tx, actor, {
      action: 'ein.link-denied',
      userId: row.userId,
      taxpayerId: row.taxpayerId,
      details,
    });
    return false;
  }
  const byAgency = decision.approvedBy === null;
  const approved: LinkRequestRow = {
    ...row,
    approvedAt: actor.now,
    approvedBy: decision.approvedBy,
    includeHistory: decision.includeHistory,
    provenAt: row.provenAt ?? (byAgency ? actor.now : null),
  };
  await requests.updateRequest(tx, row.id, {
    approvedAt: approved.approvedAt,
    approvedBy: approved.approvedBy,
    includeHistory: approved.includeHistory,
    provenAt: approved.provenAt,
  });
  await record(tx, actor, {
    action: 'ein.link-approved',
    userId: row.userId,
    taxpayerId: row.taxpayerId,
    details,
  });
  return completeIfReady(tx, actor, approved);
}

/**
 * Makes the link of a proven and (where needed) approved request: it sees the forms filed from
 * now on unless the approver let it see those before. The other linked users are told.
 */
export async function completeIfReady(tx: Tx, actor: Actor, row: LinkRequestRow): Promise<boolean> {
  if (awaitingOf(row) !== null) return false;
  const seesFormsFrom = row.includeHistory ? null : actor.now;
  await repo.link(tx, row.userId, row.taxpayerId, seesFormsFrom);
  await repo.startFilingAs(tx, row.userId, row.taxpayerId);
  await requests.deleteRequest(tx, row.id);
  const business = await requests.findActiveBusiness(tx, row.taxpayerId);
  const users = await requests.linkedUsers(tx, row.taxpayerId);
  const newcomer = users.find((u) => u.userId === row.userId);
  for (const other of users.filter((u) => u.userId !== row.userId)) {
    await enqueueMail(
      tx,
      {
        template: 'einLinked',
        to: other.email,
        taxpayerId: row.taxpayerId,
        params: {
          name: other.firstName,
          business: business ? nameOf(business) : row.taxpayerId,
          username: newcomer?.username ?? '',
        },
      },
      actor.now,
    );
  }
  await record(tx, actor, {
    action: 'ein.linked',
    userId: row.userId,
    taxpayerId: row.taxpayerId,
    details: { requestId: row.id, seesFormsFrom: seesFormsFrom?.toISOString() ?? null },
  });
  return true;
}
