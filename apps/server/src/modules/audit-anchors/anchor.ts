import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { AuditAnchor } from '../../lib/audit-verify';
import { enqueueMail } from '../mail';

export type { AuditAnchor };

/** Every chain's last event. */
export async function chainHeads(db: Tx): Promise<{ chain: string; seq: number; hash: string }[]> {
  const { rows } = (await db.execute(
    sql`select distinct on (chain) chain, chain_seq::text as seq, hash
        from audit_events order by chain, chain_seq desc`,
  )) as unknown as { rows: { chain: string; seq: string; hash: string }[] };
  return rows.map((r) => ({ chain: r.chain, seq: Number(r.seq), hash: r.hash }));
}

/** Appends the lines and flushes them to the disk before returning (the file is only appended to). */
function appendAnchors(file: string, anchors: readonly AuditAnchor[]) {
  mkdirSync(path.dirname(file), { recursive: true });
  const fd = openSync(file, 'a', 0o640);
  try {
    writeSync(fd, anchors.map((a) => `${JSON.stringify(a)}\n`).join(''));
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/**
 * Anchors every chain's head now: appended to `file` and/or mailed (through the outbox) to
 * `email`. Returns the anchors written.
 */
export async function anchorAuditHeads(
  db: Tx,
  settings: { file?: string | undefined; email?: string | undefined },
  now: Date,
): Promise<AuditAnchor[]> {
  const anchors = (await chainHeads(db)).map((h) => ({ at: now.toISOString(), ...h }));
  if (anchors.length === 0) return [];
  if (settings.file) appendAnchors(settings.file, anchors);
  if (settings.email)
    await enqueueMail(
      db,
      {
        template: 'auditAnchor',
        to: settings.email,
        params: { at: anchors[0]!.at, lines: anchors.map((a) => JSON.stringify(a)) },
      },
      now,
    );
  return anchors;
}

const isAnchor = (v: unknown): v is AuditAnchor => {
  const a = v as Partial<AuditAnchor> | null;
  return (
    typeof a === 'object' &&
    a !== null &&
    typeof a.at === 'string' &&
    typeof a.chain === 'string' &&
    Number.isSafeInteger(a.seq) &&
    (a.seq ?? 0) > 0 &&
    typeof a.hash === 'string' &&
    /^[0-9a-f]{64}$/.test(a.hash)
  );
};

/**
 * The anchors of a file of JSON lines (AUDIT_ANCHOR_FILE, or mailed lines saved to a file). Blank
 * lines are skipped; any other line that is not an anchor is an error naming it.
 */
export function readAnchors(file: string): AuditAnchor[] {
  if (!existsSync(file)) throw new Error(`${file}: no such anchor file`);
  return readFileSync(file, 'utf8')
    .split('\n')
    .flatMap((line, i) => {
      if (line.trim() === '') return [];
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = null;
      }
      if (!isAnchor(parsed)) throw new Error(`${file}:${i + 1}: not an anchor line`);
      return [parsed];
    });
}
