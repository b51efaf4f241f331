import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../apps/server/src/context';
import type { Database } from '../../apps/server/src/db/client';
import { staffUsers, taxpayers } from '../../apps/server/src/db/schema';
import { planSearch, searchPageQuery, searchTaxpayers } from '../../apps/server/src/modules/staff';
import { generateTaxpayers } from '../../apps/server/src/seed';

/** Each kind of search the console makes (issue 28 item 5), on the demo data and the generated roll. */
export const SEARCHES: { kind: string; query: string }[] = [
  { kind: 'name, rare, partial, any order', query: 'jan tax' },
  { kind: 'name as displayed', query: 'Jane Q Taxpayer' },
  { kind: 'name, surname first with comma', query: 'Taxpayer, Jane' },
  { kind: 'name, common (thousands match)', query: 'Aisha Johnson' },
  { kind: 'name, one common word', query: 'smith' },
  { kind: 'street address', query: '1200 Euclid' },
  { kind: 'SSN (9 digits)', query: '900-00-0001' },
  { kind: 'last four of a federal ID', query: '0001' },
  { kind: 'taxpayer ID', query: '100001' },
  { kind: 'e-mail', query: 'jane.taxpayer@example.test' },
  { kind: 'username', query: 'jane.taxpayer' },
  { kind: 'phone', query: '(216) 555-0100' },
  { kind: 'confirmation number', query: '' },
  { kind: 'nothing matches', query: 'Nobody Atall' },
];

export interface SearchFigure {
  kind: string;
  query: string;
  total: number;
  more: boolean;
  /** Through the service (plan, page query, audit row, transaction): median and worst of `runs`. */
  medianMs: number;
  maxMs: number;
  /** PostgreSQL's EXPLAIN ANALYZE execution time of the page query (null on PGlite). */
  explainMs: number | null;
}

/**
 * Brings the roll to `count` generated taxpayers (ids 1000000…) unless it has them, then times each
 * search `runs` times through `searchTaxpayers` as a demo clerk, and on PostgreSQL reads the page
 * query's EXPLAIN ANALYZE. No timed assertion: figures for bench/README.md.
 */
export async function measureSearch(
  database: Database,
  count: number,
  runs: number,
  log: (line: string) => void,
): Promise<SearchFigure[]> {
  const { db } = database;
  const [{ n }] = (await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taxpayers)
    .where(sql`length(${taxpayers.id}) >= 7`)) as [{ n: number }];
  if (n < count) {
    log(`generating ${count - n} taxpayers (the roll has ${n})…`);
    await generateTaxpayers(db, count, 1);
    await db.execute(sql`analyze taxpayers`);
  }
  const [clerk] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(sql`${staffUsers.role} = 'clerk'`)
    .limit(1);
  if (!clerk) throw new Error('no clerk: seed the demo data first');
  const [form] = (
    (await db.execute(
      sql`select confirmation_number from tax_forms where confirmation_number is not null order by id desc limit 1`,
    )) as unknown as { rows: { confirmation_number: string }[] }
  ).rows;
  const deps = { database, clock: { now: () => new Date() } } as unknown as AppDeps;
  const request = { id: 'bench-search', ip: '127.0.0.1' } as FastifyRequest;
  const staff = { staffUserId: clerk.id } as Parameters<typeof searchTaxpayers>[2];
  const figures: SearchFigure[] = [];
  for (const search of SEARCHES) {
    const query = search.query || form?.confirmation_number;
    if (!query) continue;
    const times: number[] = [];
    let last: Awaited<ReturnType<typeof searchTaxpayers>> | undefined;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      last = await searchTaxpayers(deps, request, staff, {
        query,
        reason: 'search bench',
        page: 1,
        pageSize: 25,
      });
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    let explainMs: number | null = null;
    if (database.engine === 'postgres') {
      const plan = (await db.execute(
        sql`explain (analyze, format json) ${searchPageQuery(planSearch(query), 0, 25)}`,
      )) as unknown as { rows: { 'QUERY PLAN': [{ 'Execution Time': number }] }[] };
      explainMs = plan.rows[0]!['QUERY PLAN'][0]['Execution Time'];
    }
    const figure: SearchFigure = {
      kind: search.kind,
      query: search.kind.startsWith('SSN') ? '(an SSN)' : query,
      total: last!.total,
      more: last!.more,
      medianMs: times[Math.floor(times.length / 2)]!,
      maxMs: times[times.length - 1]!,
      explainMs,
    };
    figures.push(figure);
    log(
      `  ${figure.kind.padEnd(34)} ${String(figure.total).padStart(5)}${figure.more ? '+' : ' '} ` +
        `median ${figure.medianMs.toFixed(1).padStart(7)} ms  max ${figure.maxMs.toFixed(1).padStart(7)} ms` +
        (explainMs === null ? '' : `  EXPLAIN ${explainMs.toFixed(1).padStart(7)} ms`),
    );
  }
  return figures;
}
