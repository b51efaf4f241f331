import { z } from 'zod';

// Stored as the parser's serialization: it percent-encodes what a Location header or an href cannot carry.
const httpUrl = z.url({ protocol: /^https?$/ }).transform((value) => new URL(value).href);

export const sessionRequestSchema = z.object({
  remittanceId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'must be 1 to 64 letters, digits or dashes'),
  amountCents: z.number().int().positive().max(100_000_000),
  description: z.string().trim().min(1).max(120),
  returnUrl: httpUrl,
  notifyUrl: httpUrl,
});

export type SessionRequest = z.output<typeof sessionRequestSchema>;

export interface Session extends SessionRequest {
  expiresAt: number;
  status: 'Open' | 'Completed';
}

export type CreateOutcome = 'created' | 'existing' | 'conflict';

export interface SessionStore {
  create(request: SessionRequest): { outcome: CreateOutcome; session: Session };
  /** The session, or undefined when unknown or expired unpaid (a paid one stays, to say it is paid). */
  find(remittanceId: string): Session | undefined;
  complete(session: Session): void;
}

/** Sessions live in memory: the sandbox forgets everything on restart, as a sandbox may. */
export function createSessionStore(now: () => Date, sessionMinutes: number): SessionStore {
  const sessions = new Map<string, Session>();

  function find(remittanceId: string): Session | undefined {
    const session = sessions.get(remittanceId);
    if (session === undefined) return undefined;
    if (session.status === 'Open' && now().getTime() >= session.expiresAt) return undefined;
    return session;
  }

  function create(request: SessionRequest): { outcome: CreateOutcome; session: Session } {
    const existing = find(request.remittanceId);
    // The portal may retry its call after a timeout; the same remittance must not become two sessions.
    if (existing !== undefined) {
      return {
        outcome: existing.amountCents === request.amountCents ? 'existing' : 'conflict',
        session: existing,
      };
    }
    const session: Session = {
      ...request,
      expiresAt: now().getTime() + sessionMinutes * 60_000,
      status: 'Open',
    };
    sessions.set(request.remittanceId, session);
    return { outcome: 'created', session };
  }

  return {
    create,
    find,
    complete(session) {
      session.status = 'Completed';
    },
  };
}

export function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}
