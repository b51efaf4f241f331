import { sql } from 'drizzle-orm';
import { municipalities, tableYears } from '@efile/tax';
import { hashPassword } from './lib/passwords';
import { loadForms } from './forms';
import type { Db } from './db/client';
import { seedDemoStaff } from './db/staff-seed';
import { estimateCredits, featureFlags, taxForms, taxpayers, users, userTaxpayers } from './db/schema';

import { DEMO_PASSWORD } from './db/demo-passwords';
import { seedAdjustmentDemo } from './modules/adjustments';

export { DEMO_PASSWORD };

export interface DemoAccount {
  username: string;
  what: string;
}

export const demoAccounts: DemoAccount[] = [
  { username: 'jane.taxpayer', what: 'individual (joint filer), taxpayer 100001' },
  { username: 'acme.owner', what: 'business user with two linked businesses' },
  { username: 'new.business', what: 'business user with no taxpayer yet' },
  { username: 'legacy.user', what: 'legacy account: sign-in asks to migrate' },
  { username: 'inactive.user', what: 'inactive account' },
  { username: 'misconfigured.user', what: 'individual account with no taxpayer' },
  { username: 'sam.retired', what: 'individual who can file an exemption certificate' },
  { username: 'tom.forms', what: 'individual with a 2025 annual return entered (exemption blocked)' },
  {
    username: 'ann.annual',
    what: 'individual (Cleveland) with $300.00 of 2025 estimates paid: annual return',
  },
  { username: 'kim.keys', what: 'individual (Cleveland) with nothing filed for 2025: annual return' },
  { username: 'eve.estimate', what: 'individual (Cleveland) with no 2026 estimate: individual estimate' },
  {
    username: 'olive.overpaid',
    what: 'individual (Cleveland) with $1,000.00 of 2025 estimates paid: an overpayment to claim (refund or credit)',
  },
  {
    username: 'gus.giveup',
    what: 'individual (Cleveland) with $1,000.00 of 2025 estimates paid: an overpayment to give up',
  },
  {
    username: 'ada.account',
    what: 'individual (Cleveland) with a 2024 billing statement filed and paid in 2025: My Account',
  },
  {
    username: 'ben.business',
    what: 'business user with no business yet: link EIN 320000003 "Erie Shores Hardware Co"',
  },
  { username: 'wes.wage', what: 'individual (Cleveland) with nothing filed for 2025: annual return' },
  { username: 'lou.locked', what: 'individual (Cleveland): sign-in lockout and password reset' },
  {
    username: 'pia.penalty',
    what: 'individual (Cleveland) with a late 2024 billing statement unpaid: a $150.00 penalty to abate in the console',
  },
  {
    username: 'ray.returned',
    what: 'individual (Cleveland) with a 2024 billing statement paid by a mailed check: a check that comes back',
  },
  { username: 'lago.negocio', what: 'business user (Cleveland), account in Spanish: employer return' },
];

/**
 * Registration walk-throughs (taxpayer ID → status of POST /api/register/check_registration).
 * Each taxpayer's federal ID is 9000000 + the last two digits of the id (100005 → 900000005),
 * ZIP 44114.
 */
export const demoRegistrations: DemoAccount[] = [
  { username: '100005, 100006, 100012–100014', what: 'NeedsToCreateWebAccount (on the roll, no account)' },
  { username: '100001', what: 'ReadyToLogin (jane.taxpayer)' },
  { username: '100009', what: 'NotPrimaryTaxpayer (joint filer of 100001)' },
  { username: '100004', what: 'AccountInactive' },
  { username: '100003', what: 'NeedsAccountMigration (legacy.user)' },
  { username: '100010', what: 'PendingTaxpayerRegistration' },
  { username: '100011', what: 'WebUserRequiresPassword (needs.password)' },
  { username: '999999', what: 'NotRegisteredTaxpayer' },
];

type TaxpayerRow = typeof taxpayers.$inferInsert;

const demoTaxpayers: TaxpayerRow[] = [
  {
    id: '100001',
    type: 1,
    name1: 'Taxpayer',
    name2: 'Jane',
    middleInitial: 'Q',
    federalId: '900000001',
    jointName1: 'Taxpayer',
    jointName2: 'John',
    jointMiddleInitial: 'R',
    jointFederalId: '900000002',
    streetAddress: '1200 Euclid Ave Apt 4',
    city: 'Cleveland',
    state: 'OH',
    zip: '441151234',
    email: 'jane.taxpayer@example.test',
    birthDate: '1980-05-17',
  },
  {
    id: '200001',
    type: 2,
    name1: 'Acme Widgets LLC',
    name2: 'Acme',
    federalId: '340000001',
    businessPhoneNumber: '2165550100',
    streetAddress: '55 Public Sq',
    city: 'Cleveland',
    state: 'OH',
    zip: '44113',
    email: 'acme.owner@example.test',
  },
  {
    id: '200002',
    type: 2,
    name1: 'Lakeside Bakery Inc',
    name2: null,
    federalId: '310000002',
    businessPhoneNumber: '2165550111',
    streetAddress: '800 Lakeside Ave',
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    email: 'acme.owner@example.test',
  },
  // Businesses on the roll that no web account files for yet: a business user links them on
  // Manage Business Accounts by EIN and business name and the code mailed to their e-mail on file.
  business(
    '200003',
    'Erie Shores Hardware Co',
    null,
    '320000003',
    '1400 E 9th St',
    'office@erie-shores.example.test',
  ),
  business(
    '200004',
    'Cuyahoga Consulting LLC',
    'CC Advisors',
    '330000004',
    '2100 Superior Ave',
    'books@cc-advisors.example.test',
  ),
  // Issue 26: the business that files in Spanish (the browser test's own; its account is in Spanish).
  business('200005', 'Lago Azul Distribuidora LLC', null, '350000005', '1500 W 25th St', null),
  individual('100003', 'User', 'Lee', '900000003', 'legacy.user@example.test'),
  individual('100004', 'User', 'Ina', '900000004', 'inactive.user@example.test', false),
  individual('100005', 'Registered', 'Rita', '900000005', 'rita.registered@example.test'),
  individual('100006', 'Paper', 'Pat', '900000006', null),
  individual('100007', 'Retired', 'Sam', '900000007', 'sam.retired@example.test'),
  individual('100008', 'Forms', 'Tom', '900000008', 'tom.forms@example.test'),
  // Jane's husband: on the roll for the joint return, but the primary taxpayer's account files.
  {
    ...individual('100009', 'Taxpayer', 'John', '900000002', null),
    streetAddress: '1200 Euclid Ave Apt 4',
    zip: '441151234',
    primaryTaxpayerId: '100001',
  },
  { ...individual('100010', 'Pending', 'Paula', '900000010', null), registrationPending: true },
  individual('100011', 'Password', 'Nell', '900000011', null),
  // On the roll without a web account: registration walk-throughs (browser tests use these).
  individual('100012', 'Fresh', 'Fran', '900000012', null),
  individual('100013', 'Fresh', 'Finn', '900000013', null),
  individual('100014', 'Fresh', 'Faye', '900000014', null),
  // Annual-return walk-throughs: Cleveland residents with no forms for 2025.
  individual('100015', 'Annual', 'Ann', '900000015', 'ann.annual@example.test'),
  individual('100016', 'Keys', 'Kim', '900000016', 'kim.keys@example.test'),
  individual('100017', 'Estimate', 'Eve', '900000017', 'eve.estimate@example.test'),
  // Browser tests of the e-mailed links change these accounts' passwords.
  individual('100018', 'Legacy', 'Lena', '900000018', 'legacy.lena@example.test'),
  individual('100019', 'Reset', 'Rick', '900000019', 'reset.rick@example.test'),
  individual('100020', 'Keyboard', 'Kai', '900000020', 'kai.keyboard@example.test'),
  // Issue 9 items 6 and 7: a Clayton resident (W-2 box 20 spellings); a minor (born 2009: 16 at the
  // end of 2025, income exempt by age); a taxpayer whose birth date the agency does not hold.
  { ...individual('100090', 'Clayton', 'Cal', '900000090', 'cal.clayton@example.test'), city: 'Clayton' },
  { ...individual('100091', 'Minor', 'Max', '900000091', 'max.minor@example.test'), birthDate: '2009-06-01' },
  { ...individual('100092', 'Undated', 'Nia', '900000092', 'nia.undated@example.test'), birthDate: null },
  // Issue 14: estimates paid beyond the tax: the overpayment path (paper, or give it up online).
  individual('100093', 'Overpaid', 'Olive', '900000093', 'olive.overpaid@example.test'),
  // Issue 27: another overpayment, given up (the waiver stays a choice; Olive's is claimed).
  individual('100095', 'Giveup', 'Gus', '900000095', 'gus.giveup@example.test'),
  // Issue 15: My Account's history of a prior year (a filed, paid form with its PDF).
  individual('100094', 'Account', 'Ada', '900000094', 'ada.account@example.test'),
  // Issue 24: a new taxpayer's stumbles (a W-2 kept on Next and across a session end; a lockout).
  individual('100240', 'Wage', 'Wes', '900000240', 'wes.wage@example.test'),
  // Issue 28 item 2: adjustments in the console (a penalty abated; a returned check reversed).
  individual('100280', 'Penalty', 'Pia', '900000280', 'pia.penalty@example.test'),
  individual('100281', 'Returned', 'Ray', '900000281', 'ray.returned@example.test'),
  individual('100241', 'Locked', 'Lou', '900000241', 'lou.locked@example.test'),
];

/** A business taxpayer in Cleveland. */
function business(
  id: string,
  name1: string,
  name2: string | null,
  ein: string,
  street: string,
  email: string | null,
) {
  return {
    id,
    type: 2,
    name1,
    name2,
    federalId: ein,
    businessPhoneNumber: '2165550199',
    streetAddress: street,
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    email,
  };
}

function individual(
  id: string,
  last: string,
  first: string,
  federalId: string,
  email: string | null,
  active = true,
): TaxpayerRow {
  return {
    id,
    type: 0,
    name1: last,
    name2: first,
    federalId,
    streetAddress: `${Number(id) % 900} Superior Ave`,
    city: 'Cleveland',
    state: 'OH',
    zip: '44114',
    email,
    active,
    birthDate: '1975-01-01',
  };
}

const demoUsers = [
  { username: 'jane.taxpayer', firstName: 'Jane', business: false, status: 'active', links: ['100001'] },
  {
    username: 'acme.owner',
    firstName: 'Alex',
    business: true,
    status: 'active',
    links: ['200001', '200002'],
  },
  { username: 'new.business', firstName: null, business: true, status: 'active', links: [] },
  {
    username: 'legacy.user',
    firstName: 'Lee',
    business: false,
    status: 'migration_required',
    links: ['100003'],
  },
  { username: 'inactive.user', firstName: 'Ina', business: false, status: 'inactive', links: ['100004'] },
  { username: 'misconfigured.user', firstName: 'Mo', business: false, status: 'active', links: [] },
  { username: 'sam.retired', firstName: 'Sam', business: false, status: 'active', links: ['100007'] },
  { username: 'tom.forms', firstName: 'Tom', business: false, status: 'active', links: ['100008'] },
  // Registered online, e-mail not yet confirmed: no password until the link is followed.
  { username: 'pending.paula', firstName: 'Paula', business: false, status: 'active', links: ['100010'] },
  { username: 'needs.password', firstName: 'Nell', business: false, status: 'active', links: ['100011'] },
  { username: 'ann.annual', firstName: 'Ann', business: false, status: 'active', links: ['100015'] },
  { username: 'kim.keys', firstName: 'Kim', business: false, status: 'active', links: ['100016'] },
  { username: 'eve.estimate', firstName: 'Eve', business: false, status: 'active', links: ['100017'] },
  {
    username: 'legacy.lena',
    firstName: 'Lena',
    business: false,
    status: 'migration_required',
    links: ['100018'],
  },
  { username: 'reset.rick', firstName: 'Rick', business: false, status: 'active', links: ['100019'] },
  { username: 'kai.keyboard', firstName: 'Kai', business: false, status: 'active', links: ['100020'] },
  { username: 'ben.business', firstName: 'Ben', business: true, status: 'active', links: [] },
  { username: 'cal.clayton', firstName: 'Cal', business: false, status: 'active', links: ['100090'] },
  { username: 'max.minor', firstName: 'Max', business: false, status: 'active', links: ['100091'] },
  { username: 'nia.undated', firstName: 'Nia', business: false, status: 'active', links: ['100092'] },
  { username: 'olive.overpaid', firstName: 'Olive', business: false, status: 'active', links: ['100093'] },
  { username: 'gus.giveup', firstName: 'Gus', business: false, status: 'active', links: ['100095'] },
  { username: 'ada.account', firstName: 'Ada', business: false, status: 'active', links: ['100094'] },
  { username: 'wes.wage', firstName: 'Wes', business: false, status: 'active', links: ['100240'] },
  { username: 'lou.locked', firstName: 'Lou', business: false, status: 'active', links: ['100241'] },
  { username: 'pia.penalty', firstName: 'Pia', business: false, status: 'active', links: ['100280'] },
  { username: 'ray.returned', firstName: 'Ray', business: false, status: 'active', links: ['100281'] },
  { username: 'lago.negocio', firstName: 'Lucía', business: true, status: 'active', links: ['200005'] },
] as const;

const withoutPassword: ReadonlySet<string> = new Set(['pending.paula', 'needs.password']);
/** Accounts whose language is Spanish (their e-mails and PDFs are in it). */
const inSpanish: ReadonlySet<string> = new Set(['lago.negocio']);

/**
 * Inserts the demo set unless the database already has users, and the demo staff that are
 * missing. Returns whether it seeded the taxpayers' set.
 */
export async function seedDemo(db: Db, staffTotpKey?: Buffer): Promise<boolean> {
  // The demo staff join databases seeded before they existed, too (idempotent).
  await seedDemoStaff(db, staffTotpKey);
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const forms = await loadForms();
  await db.transaction(async (tx) => {
    await tx.insert(taxpayers).values(demoTaxpayers).onConflictDoNothing();
    for (const u of demoUsers) {
      const [row] = await tx
        .insert(users)
        .values({
          username: u.username,
          email: `${u.username}@example.test`,
          passwordHash: withoutPassword.has(u.username) ? null : passwordHash,
          // Legacy accounts and those awaiting their link have not confirmed an address here.
          emailConfirmedAt:
            withoutPassword.has(u.username) || u.status === 'migration_required' ? null : new Date(),
          firstName: u.firstName,
          isBusinessUser: u.business,
          status: u.status,
          language: inSpanish.has(u.username) ? 'es' : 'en',
        })
        .returning({ id: users.id });
      for (const [i, taxpayerId] of u.links.entries()) {
        await tx.insert(userTaxpayers).values({ userId: row!.id, taxpayerId, isPrimary: i === 0 });
      }
    }
    // Audited estimate payments and credits (cents): Jane has two years; the businesses none. The
    // insert posts them to the ledger (trigger estimate_credits_to_ledger, migration 0025, ADR 0044).
    await tx.insert(estimateCredits).values([
      { taxpayerId: '100001', taxYear: 2024, amountPaidCents: 120_000, priorYearCreditCents: 2_550 },
      { taxpayerId: '100001', taxYear: 2025, amountPaidCents: 65_025, priorYearCreditCents: 0 },
      { taxpayerId: '100015', taxYear: 2025, amountPaidCents: 30_000, priorYearCreditCents: 0 },
      { taxpayerId: '100093', taxYear: 2025, amountPaidCents: 100_000, priorYearCreditCents: 0 },
      { taxpayerId: '100095', taxYear: 2025, amountPaidCents: 100_000, priorYearCreditCents: 0 },
      { taxpayerId: '100094', taxYear: 2025, amountPaidCents: 20_000, priorYearCreditCents: 1_500 },
    ]);
    // Each form's demo rows (Ada's 2024 billing statement, filed and paid: My Account's prior year).
    for (const form of forms) await form.demo?.(tx);
    // The adjustments' own demo taxpayers (Pia's penalty, Ray's mailed check).
    await seedAdjustmentDemo(tx);
    await tx.insert(taxForms).values({ taxpayerId: '100008', taxYear: 2025, formType: 'annual-return' });
    await tx
      .insert(featureFlags)
      .values([
        { name: 'EinManagement', enabled: true, isPublic: false },
        { name: 'Public.FAQ', enabled: true, isPublic: true },
      ])
      .onConflictDoNothing();
  });
  return true;
}

/** A small deterministic PRNG (mulberry32), so a given seed always makes the same data. */
function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const LAST = [
  'Smith',
  'Johnson',
  'Williams',
  'Brown',
  'Jones',
  'Garcia',
  'Miller',
  'Davis',
  'Kowalski',
  'Nguyen',
];
const FIRST = ['Mary', 'James', 'Patricia', 'Robert', 'Linda', 'Michael', 'Aisha', 'Wei', 'Maria', 'David'];
/**
 * The cities generated taxpayers live in: the agency's member cities in the last two tax years of
 * `packages/tax` (a generated taxpayer can file this year's and last year's return: a city that
 * is not a member has no rate, and its return cannot be computed). ZIP codes are not tied to the
 * city (a plausible northeast Ohio code, from the seeded random).
 */
function generatedCities(): readonly string[] {
  const years = tableYears();
  const [last, before] = [years.at(-1)!, years.at(-2) ?? years.at(-1)!];
  const earlier = new Set(municipalities(before).map((m) => m.code));
  return municipalities(last)
    .filter((m) => earlier.has(m.code))
    .map((m) => m.name);
}
/** The first generated taxpayer's id; every tenth has a web account `tp<id>` (the demo password). */
export const GENERATED_TAXPAYER_BASE = 1_000_000;
const BATCH = 2_000;

/**
 * Generates `count` taxpayers (ids 1000000…), deterministic for a seed; every tenth also gets a
 * web account `tp<id>` with the demo password. Re-running skips rows that exist.
 */
export async function generateTaxpayers(
  db: Db,
  count: number,
  seed = 1,
  onProgress?: (done: number) => void,
): Promise<void> {
  const random = prng(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const cities = generatedCities();
  for (let start = 0; start < count; start += BATCH) {
    const rows: TaxpayerRow[] = [];
    const accounts: { username: string; id: string; first: string; business: boolean }[] = [];
    for (let i = start; i < Math.min(count, start + BATCH); i++) {
      const id = String(GENERATED_TAXPAYER_BASE + i);
      const business = random() < 0.15;
      const city = pick(cities);
      const zip = `44${String(Math.floor(random() * 1000)).padStart(3, '0')}`;
      const first = pick(FIRST);
      rows.push({
        id,
        type: business ? 2 : random() < 0.3 ? 1 : 0,
        name1: business ? `${pick(LAST)} ${pick(['Holdings', 'Services', 'Supply'])} LLC` : pick(LAST),
        name2: business ? null : first,
        federalId: String(800_000_000 + i).padStart(9, '0'),
        businessPhoneNumber: business ? `216555${String(i % 10_000).padStart(4, '0')}` : null,
        streetAddress: `${1 + Math.floor(random() * 9999)} ${pick(['Main St', 'Oak Ave', 'Lake Rd'])}`,
        city,
        state: 'OH',
        zip,
        email: null,
      });
      if (i % 10 === 0) accounts.push({ username: `tp${id}`, id, first, business });
    }
    await db.transaction(async (tx) => {
      await tx.insert(taxpayers).values(rows).onConflictDoNothing();
      if (accounts.length === 0) return;
      const inserted = await tx
        .insert(users)
        .values(
          accounts.map((a) => ({
            username: a.username,
            email: `${a.username}@example.test`,
            passwordHash,
            firstName: a.business ? null : a.first,
            isBusinessUser: a.business,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: users.id, username: users.username });
      if (inserted.length === 0) return;
      await tx
        .insert(userTaxpayers)
        .values(inserted.map((u) => ({ userId: u.id, taxpayerId: u.username.slice(2), isPrimary: true })))
        .onConflictDoNothing();
    });
    onProgress?.(Math.min(count, start + BATCH));
  }
}
