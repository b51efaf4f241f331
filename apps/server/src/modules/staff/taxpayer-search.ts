import type { FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { STAFF_SEARCH_MAX_MATCHES, type StaffSearchFound, type StaffTaxpayerResults } from '@efile/contracts';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { TAXPAYER_SEARCH_TEXT, phoneDigits } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { StaffAuth } from '../../plugins/staff-auth';
import { fullName } from './taxpayer-account';

/**
 * What a query looks like, kept in the audit trail: digits are an account number, a federal ID (9),
 * its last four or a phone (10, or 11 starting with 1); with an @ an e-mail; anything else text.
 */
export type SearchKind = 'taxpayer-id' | 'federal-id' | 'last-four' | 'phone' | 'email' | 'text';

/** At most this many words of a query are looked for (a query is at most 100 characters). */
const MAX_WORDS = 8;

/**
 * A query's words as the search text holds them (TAXPAYER_SEARCH_TEXT): lower case, split at
 * every character that is not a letter or digit. "Taxpayer, Jane Q." is taxpayer, jane, q.
 */
export function searchWords(query: string): string[] {
  return query
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS);
}

/** Nine digits in a row, separated or not, are a federal ID wherever they are typed: never kept. */
const NINE_DIGITS = /\d(?:[\s.-]?\d){8}/g;

/** Digits typed with the punctuation of a phone, an SSN or an EIN: "(216) 555-0100", "900-00-0001". */
const DIGITS_ONLY = /^[\d\s().+-]+$/;

export interface SearchPlan {
  kind: SearchKind;
  /** Each selects (taxpayer_id, found) of one way a taxpayer is found. */
  branches: SQL[];
}

const ofTaxpayers = (found: StaffSearchFound, where: SQL) =>
  sql`select taxpayer_id, ${found}::text as found from taxpayers where ${where}`;
const ofUsers = (found: StaffSearchFound, where: SQL) =>
  sql`select ut.taxpayer_id, ${found}::text as found from users u
      join user_taxpayers ut on ut.user_id = u.id where ${where}`;

/**
 * The ways a query can find a taxpayer, each an indexed lookup (migration 0033, ADR 0057): exact
 * keys on btrees, the words of a name or street on the trigram index, at most
 * STAFF_SEARCH_MAX_MATCHES + 1 of those (enough to know that more match).
 */
export function planSearch(query: string): SearchPlan {
  const q = query.trim();
  const branches: SQL[] = [];
  if (DIGITS_ONLY.test(q) && /\d/.test(q)) {
    const digits = q.replace(/\D/g, '');
    let kind: SearchKind = 'taxpayer-id';
    if (digits.length <= 12) branches.push(ofTaxpayers('taxpayer-id', sql`taxpayer_id = ${digits}`));
    // Legacy web accounts are named by digits ('100009').
    branches.push(ofUsers('username', sql`lower(u.username) = ${digits}`));
    if (digits.length === 9) {
      kind = 'federal-id';
      branches.push(
        ofTaxpayers('federal-id', sql`federal_id = ${digits}`),
        ofTaxpayers('federal-id', sql`joint_federal_id = ${digits}`),
      );
    } else if (digits.length === 4) {
      kind = 'last-four';
      branches.push(
        ofTaxpayers('last-four', sql`right(federal_id, 4) = ${digits}`),
        ofTaxpayers('last-four', sql`right(joint_federal_id, 4) = ${digits}`),
      );
    } else if (digits.length === 10 || (digits.length === 11 && digits.startsWith('1'))) {
      kind = 'phone';
      const phone = digits.slice(-10);
      branches.push(
        ofTaxpayers('phone', sql`${sql.raw(phoneDigits('business_phone_number'))} = ${phone}`),
        sql`select taxpayer_id, 'phone'::text as found from contact_messages
            where ${sql.raw(phoneDigits('phone_number'))} = ${phone} and taxpayer_id is not null`,
      );
    }
    return { kind, branches };
  }
  if (q.includes('@')) {
    const email = q.toLowerCase();
    branches.push(
      ofTaxpayers('email', sql`lower(email) = ${email}`),
      ofUsers('email', sql`lower(u.email) = ${email}`),
    );
    return { kind: 'email', branches };
  }
  if (!/\s/.test(q)) {
    branches.push(
      ofUsers('username', sql`lower(u.username) = ${q.toLowerCase()}`),
      sql`select taxpayer_id, 'confirmation'::text as found from tax_forms
          where confirmation_number = ${q.toUpperCase()}`,
      sql`select taxpayer_id, 'payment-reference'::text as found from payments
          where transaction_id in (${q}, ${q.toUpperCase()})`,
    );
  }
  const words = searchWords(q);
  if (words.length > 0) {
    // Each word is the start of a word of the search text ('% tax%'), in any order. A word is
    // letters and digits only, so it holds no LIKE wildcard.
    const starts = sql.join(
      words.map((w) => sql`${sql.raw(TAXPAYER_SEARCH_TEXT)} like ${`% ${w}%`}`),
      sql` and `,
    );
    branches.push(
      sql`(select taxpayer_id, 'name-or-address'::text as found from taxpayers where ${starts}
          limit ${STAFF_SEARCH_MAX_MATCHES + 1})`,
    );
  }
  return { kind: 'text', branches };
}

interface MatchRow extends Record<string, unknown> {
  taxpayer_id: string;
  taxpayer_type: number;
  name1: string;
  name2: string | null;
  middle_initial: string | null;
  email: string | null;
  federal_id: string | null;
  street_address: string;
  city: string;
  active: boolean;
  found: StaffSearchFound[];
  total: number;
}

const rowsOf = async <T>(tx: Tx, query: SQL) => ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * One page of the taxpayers a plan finds, by name (surname or business name, given name) and ID,
 * with how many match (counted to STAFF_SEARCH_MAX_MATCHES, `more` beyond).
 */
/**
 * The page query: the matches of every branch, one row a taxpayer with how it was found, joined to
 * the roll, numbered in name order (surname or business name, given name, ID) and counted.
 */
export function searchPageQuery(plan: SearchPlan, from: number, to: number): SQL {
  return sql`select * from (
      select t.taxpayer_id, t.taxpayer_type, t.name1, t.name2, t.middle_initial, t.email,
             t.federal_id, t.street_address, t.city, t.active, h.found,
             (count(*) over ())::int as total,
             (row_number() over (order by lower(t.name1), lower(coalesce(t.name2, '')), t.taxpayer_id))::int as n
      from (${hitsOf(plan)}) h join taxpayers t on t.taxpayer_id = h.taxpayer_id
    ) m where n > ${from} and n <= ${to} order by n`;
}

const hitsOf = (plan: SearchPlan) => sql`select taxpayer_id, array_agg(distinct found) as found
    from (${sql.join(plan.branches, sql` union all `)}) b group by taxpayer_id`;

/**
 * One page of the taxpayers a plan finds, with how many match (counted to
 * STAFF_SEARCH_MAX_MATCHES, `more` beyond).
 */
async function findPage(tx: Tx, plan: SearchPlan, page: number, pageSize: number) {
  const empty = { rows: [] as MatchRow[], count: 0 };
  if (plan.branches.length === 0) return empty;
  const from = (page - 1) * pageSize;
  const to = Math.min(from + pageSize, STAFF_SEARCH_MAX_MATCHES);
  const rows = from < to ? await rowsOf<MatchRow>(tx, searchPageQuery(plan, from, to)) : [];
  if (rows.length > 0) return { rows, count: Number(rows[0]!.total) };
  // Past the last page: say how many there are all the same.
  const [counted] = await rowsOf<{ total: number }>(
    tx,
    sql`select count(*)::int as total from (${hitsOf(plan)}) h`,
  );
  return { rows, count: Number(counted?.total ?? 0) };
}

/**
 * Finds taxpayers (issue 28 item 5, ADR 0057) by the words of a name or street in any order and
 * partial ("Taxpayer, Jane", "jan tax", the name as the console shows it), account number, federal
 * ID or its last four, phone, e-mail, username, confirmation number or payment reference: one page
 * at a time. Every search is audited with its reason, the kind of query and the taxpayers it
 * showed; a federal ID is never kept (nor any nine digits in a row of a text query).
 */
export async function searchTaxpayers(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  input: { query: string; reason: string; page: number; pageSize: number },
): Promise<StaffTaxpayerResults> {
  const { database, clock } = deps;
  const now = clock.now();
  const q = input.query.trim();
  const plan = planSearch(q);
  return database.db.transaction(async (tx) => {
    const { rows, count } = await findPage(tx, plan, input.page, input.pageSize);
    const kept =
      plan.kind === 'federal-id' || plan.kind === 'last-four'
        ? {}
        : { query: q.replace(NINE_DIGITS, '#########') };
    await audit(
      tx,
      request,
      {
        action: 'staff.taxpayer.search',
        staffUserId: staff.staffUserId,
        details: {
          reason: input.reason,
          kind: plan.kind,
          ...kept,
          page: input.page,
          shown: rows.map((r) => r.taxpayer_id),
        },
      },
      now,
    );
    return {
      results: rows.map((r) => ({
        taxpayerId: r.taxpayer_id,
        type: Number(r.taxpayer_type),
        name: fullName({ name1: r.name1, name2: r.name2, middleInitial: r.middle_initial }),
        email: r.email,
        federalIdLast4: r.federal_id ? r.federal_id.slice(-4) : null,
        streetAddress: r.street_address,
        city: r.city,
        active: r.active,
        found: [...r.found].sort(),
      })),
      page: input.page,
      pageSize: input.pageSize,
      total: Math.min(count, STAFF_SEARCH_MAX_MATCHES),
      more: count > STAFF_SEARCH_MAX_MATCHES,
    };
  });
}
