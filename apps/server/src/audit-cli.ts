import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { anchorAuditHeads, readAnchors } from './modules/audit-anchors';
import { verifyAuditChain, type AuditVerification } from './lib/audit-verify';
import { openCliDatabase } from './db/cli-database';

/** The verdicts worth a line: each chain's first anchor it has moved away from, and its first it falls short of. */
function anchorLines(result: AuditVerification): string[] {
  const lines: string[] = [];
  for (const problem of ['differs', 'behind'] as const) {
    const seen = new Set<string>();
    for (const b of result.anchorBreaks.filter((x) => x.problem === problem)) {
      if (seen.has(b.chain)) continue;
      seen.add(b.chain);
      lines.push(
        problem === 'behind'
          ? `BROKEN: chain ${b.chain} ends at #${b.headSeq}, but an anchor of ${b.at} recorded #${b.seq} (events at its end were removed)`
          : `BROKEN: chain ${b.chain} at #${b.seq} is not the event anchored at ${b.at} (the chain was rewritten from an earlier point)`,
      );
    }
  }
  const more = result.anchorBreaks.length - lines.length;
  if (more > 0) lines.push(`  … and ${more} more anchor${more === 1 ? '' : 's'} the trail disagrees with`);
  return lines;
}

/**
 * `npm run audit:verify [-- --anchors FILE …]` (ADR 0034, ADR 0048): checks every audit chain, and
 * the chains against every anchor of AUDIT_ANCHOR_FILE and of each FILE; points at the first break.
 * `npm run audit:anchor`: anchors every chain's head now (AUDIT_ANCHOR_FILE and/or
 * AUDIT_ANCHOR_EMAIL). Exit 0 when intact (or anchored), 1 when broken, 2 when it could not check.
 */
async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: { anchors: { type: 'string', multiple: true } },
  });
  const command = positionals[0] ?? 'verify';
  if (command !== 'verify' && command !== 'anchor')
    throw new Error('usage: audit-cli [verify | anchor] [--anchors FILE]…');
  const config = loadConfig();
  const { file, email } = config.auditAnchors;
  if (command === 'anchor' && !file && !email)
    throw new Error('Set AUDIT_ANCHOR_FILE and/or AUDIT_ANCHOR_EMAIL to anchor the trail.');
  const files = [...(file ? [file] : []), ...(values.anchors ?? [])];
  const anchors = command === 'verify' ? files.flatMap(readAnchors) : [];
  const database = await openCliDatabase(config);
  try {
    if (command === 'anchor') {
      for (const a of await anchorAuditHeads(database.db, { file, email }, new Date()))
        console.log(`anchored chain ${a.chain}: head #${a.seq} ${a.hash}`);
      return 0;
    }
    const result = await verifyAuditChain(database.db, anchors);
    for (const c of result.chains) {
      console.log(`chain ${c.chain}: ${c.events} events, head #${c.headSeq} ${c.headHash ?? '-'}`);
    }
    console.log(
      files.length > 0
        ? `anchors: ${result.anchorsChecked} checked (${files.join(', ')})`
        : 'anchors: none (set AUDIT_ANCHOR_FILE or pass --anchors): a rewritten tail would not show',
    );
    const broken = anchorLines(result);
    if (result.firstBreak) {
      const b = result.firstBreak;
      broken.unshift(
        `BROKEN: chain ${b.chain} at #${b.chainSeq} (audit_events.id ${b.id}): ${
          b.problem === 'hash'
            ? 'its content does not match its hash (changed)'
            : b.problem === 'link'
              ? 'it does not follow the event before it (an event removed or re-linked)'
              : 'events before it are missing'
        }`,
      );
    }
    if (broken.length > 0) {
      for (const line of broken) console.error(line);
      return 1;
    }
    console.log('audit trail intact');
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
