import type { TransactionReport } from '@efile/contracts/payment-protocol';

/** A remittance the merchant verified, and what was tried on it. */
export interface Session {
  remittanceId: string;
  amountCents: number;
  description: string;
  returnUrl: string;
  expiresAt: number;
  status: 'Open' | 'Completed';
  /** Every attempt, in order (declines and the one approval). */
  transactions: TransactionReport[];
}

export interface SessionStore {
  /** Opens (or refreshes, while unpaid) the session the merchant just verified. */
  open(verified: Omit<Session, 'expiresAt' | 'status' | 'transactions'>): Session;
  /** The session, or undefined when unknown or expired unpaid (a paid one stays, to say it is paid). */
  find(remittanceId: string): Session | undefined;
  /** The session whatever its state, for the merchant's status query. */
  get(remittanceId: string): Session | undefined;
  isExpired(session: Session): boolean;
  record(session: Session, transaction: TransactionReport): void;
  /** Approved transactions of one UTC day, in the order they happened (the settlement report). */
  approvedOn(day: string): TransactionReport[];
}

/** Sessions live in memory: the sandbox forgets everything on restart, as a sandbox may. */
export function createSessionStore(now: () => Date, sessionMinutes: number): SessionStore {
  const sessions = new Map<string, Session>();
  const isExpired = (session: Session) => session.status === 'Open' && now().getTime() >= session.expiresAt;
  return {
    open(verified) {
      const existing = sessions.get(verified.remittanceId);
      if (existing?.status === 'Completed') return existing;
      const session: Session = {
        ...verified,
        expiresAt: now().getTime() + sessionMinutes * 60_000,
        status: 'Open',
        transactions: existing?.transactions ?? [],
      };
      sessions.set(verified.remittanceId, session);
      return session;
    },
    find(remittanceId) {
      const session = sessions.get(remittanceId);
      return session === undefined || isExpired(session) ? undefined : session;
    },
    get: (remittanceId) => sessions.get(remittanceId),
    isExpired,
    record(session, transaction) {
      session.transactions.push(transaction);
      if (transaction.transaction_status === 'APPROVED') session.status = 'Completed';
    },
    approvedOn(day) {
      return [...sessions.values()]
        .flatMap((s) => s.transactions)
        .filter((t) => t.transaction_status === 'APPROVED' && t.transaction_date.slice(0, 10) === day)
        .sort((a, b) => a.transaction_date.localeCompare(b.transaction_date));
    },
  };
}
