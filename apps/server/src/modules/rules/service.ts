import type { FastifyRequest } from 'fastify';
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  ProblemCode,
  RATE_BEARING_KINDS,
  staffMay,
  type EffectiveRules,
  type RuleChange,
  type RuleChangeRequest,
  type RuleChangeStatus,
} from '@efile/contracts';
import {
  annualReturnDueDate,
  calendarYear,
  currentTaxYear,
  municipality,
  tableYears,
  type Municipality,
} from '@efile/tax';
import type { AppDeps } from '../../context';
import type { Tx } from '../../db/client';
import { ruleChanges, staffUsers, taxForms } from '../../db/schema';
import { audit } from '../../lib/audit';
import { isUniqueViolation } from '../../lib/db-errors';
import { ProblemError } from '../../plugins/problems';
import type { StaffAuth } from '../../plugins/staff-auth';
import { loadFlags } from '../features';
import { refuseSamePerson } from '../../lib/four-eyes';
import { text, type Text } from '../../lib/i18n';

/** Kinds whose year is a tax year with forms filed for it (interest, flags, timings: calendar years). */
const TAX_YEAR_KINDS = new Set(['municipality', 'due-date-override', 'estimate-schedule']);

const conflict = (detail: Text) => new ProblemError(409, ProblemCode.Conflict, { detail });

/**
 * Which years a change may take effect in (issue 16 item 6): tax rules only for a tax year after
 * the one being filed (the year in progress or later) that has no filed forms yet; interest only
 * for a calendar year to come (it is published ahead, ORC 718.27(F)); flags and timings from the
 * current calendar year on.
 */
async function refuseYear(deps: AppDeps, tx: Tx, change: { kind: string; year: number }) {
  const thisYear = calendarYear(deps.clock);
  if (change.kind === 'interest-rate') {
    if (change.year <= thisYear) throw conflict(text('problems.interestRateYearToCome', { year: thisYear }));
    return;
  }
  if (!TAX_YEAR_KINDS.has(change.kind)) {
    if (change.year < thisYear) throw conflict(text('problems.ruleFromYear', { year: thisYear }));
    return;
  }
  const firstEditable = currentTaxYear(deps.clock) + 1;
  if (change.year < firstEditable)
    throw conflict(text('problems.taxYearClosed', { year: change.year, first: firstEditable }));
  const [filed] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(taxForms)
    .where(and(eq(taxForms.taxYear, change.year), isNotNull(taxForms.filedAt)));
  if ((filed?.n ?? 0) > 0) throw conflict(text('problems.taxYearHasFilings', { year: change.year }));
}

/**
 * A member of staff proposes a change; every kind waits for a second person (issue 28 item 7,
 * migration 0036). Rate-bearing kinds (municipality, interest rate) a supervisor or administrator
 * proposes; the others (due dates, schedules, flags, timings) are the administrators'.
 */
export async function proposeChange(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  body: RuleChangeRequest,
): Promise<RuleChange> {
  const rateBearing = RATE_BEARING_KINDS.includes(body.kind);
  if (!rateBearing && !staffMay(staff.role, 'administer'))
    throw new ProblemError(403, ProblemCode.Forbidden, {
      detail: text('problems.ruleAdministratorOnly'),
    });
  const now = deps.clock.now();
  try {
    const id = await deps.database.db.transaction(async (tx) => {
      await refuseYear(deps, tx, body);
      const [row] = await tx
        .insert(ruleChanges)
        .values({
          kind: body.kind,
          key: body.key,
          year: body.year,
          value: body.value as Record<string, unknown>,
          source: body.source,
          reason: body.reason,
          rateBearing,
          proposedBy: staff.staffUserId,
          proposedAt: now,
        })
        .returning({ id: ruleChanges.id });
      await audit(
        tx,
        request,
        {
          action: 'staff.rule.proposed',
          staffUserId: staff.staffUserId,
          details: {
            change: row!.id,
            kind: body.kind,
            key: body.key,
            year: body.year,
            value: body.value,
            reason: body.reason,
          },
        },
        now,
      );
      return row!.id;
    });
    return (await listChanges(deps, { id }))[0]!;
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict(text('problems.ruleChangePending', { key: body.key, year: body.year }));
    throw error;
  }
}

/**
 * Approves or refuses a pending change: a supervisor or administrator other than its proposer and
 * not linked to them by an invitation or approval (ADR 0048; for a rate also a CHECK and a trigger
 * of the table). The UPDATE decides only a row still pending, so of two
 * concurrent approvals one decides and the other finds it decided (409).
 */
export async function decideChange(
  deps: AppDeps,
  request: FastifyRequest,
  staff: StaffAuth,
  id: number,
  decision: 'approved' | 'refused',
  reason: string | undefined,
): Promise<RuleChange> {
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    const [change] = await tx.select().from(ruleChanges).where(eq(ruleChanges.id, id));
    if (!change) throw new ProblemError(404, ProblemCode.NotFound);
    if (change.decision) throw conflict(text('problems.ruleChangeDecidedAs', { decision: change.decision }));
    // What only an administrator proposes, only an administrator decides.
    if (!change.rateBearing && !staffMay(staff.role, 'administer'))
      throw new ProblemError(403, ProblemCode.Forbidden, { detail: text('problems.ruleAdministratorOnly') });
    await refuseSamePerson(tx, staff.staffUserId, change.proposedBy, text('problems.ruleChangeFourEyes'));
    if (decision === 'approved') await refuseYear(deps, tx, change);
    const done = await tx
      .update(ruleChanges)
      .set({ decision, decidedBy: staff.staffUserId, decidedAt: now, decisionReason: reason ?? null })
      .where(and(eq(ruleChanges.id, id), isNull(ruleChanges.decision)))
      .returning({ id: ruleChanges.id });
    if (done.length === 0) throw conflict(text('problems.ruleChangeDecided'));
    await audit(
      tx,
      request,
      {
        action: decision === 'approved' ? 'staff.rule.approved' : 'staff.rule.refused',
        staffUserId: staff.staffUserId,
        details: {
          change: id,
          kind: change.kind,
          key: change.key,
          year: change.year,
          reason: reason ?? null,
        },
      },
      now,
    );
  });
  if (decision === 'approved') deps.rules.invalidate();
  return (await listChanges(deps, { id }))[0]!;
}

const proposer = alias(staffUsers, 'proposer');
const decider = alias(staffUsers, 'decider');

/** Changes, newest first (or one by id). */
export async function listChanges(
  deps: AppDeps,
  filter: { status?: RuleChangeStatus | undefined; id?: number },
): Promise<RuleChange[]> {
  const where = [];
  if (filter.id !== undefined) where.push(eq(ruleChanges.id, filter.id));
  if (filter.status === 'pending') where.push(isNull(ruleChanges.decision));
  else if (filter.status) where.push(eq(ruleChanges.decision, filter.status));
  const rows = await deps.database.db
    .select({
      change: ruleChanges,
      proposer: { id: proposer.id, username: proposer.username },
      decider: { id: decider.id, username: decider.username },
    })
    .from(ruleChanges)
    .innerJoin(proposer, eq(proposer.id, ruleChanges.proposedBy))
    .leftJoin(decider, eq(decider.id, ruleChanges.decidedBy))
    .where(and(...where))
    .orderBy(desc(ruleChanges.proposedAt), desc(ruleChanges.id))
    .limit(200);
  const pending = rows.some((r) => r.change.decision === null);
  const today = pending ? await inForceReader(deps) : null;
  return rows.map(({ change: c, proposer: p, decider: d }) => ({
    id: c.id,
    kind: c.kind,
    key: c.key,
    year: c.year,
    value: c.value,
    source: c.source,
    reason: c.reason,
    rateBearing: c.rateBearing,
    status: c.decision ?? 'pending',
    inForce: c.decision === null && today ? today(c) : null,
    proposedBy: p,
    proposedAt: c.proposedAt.toISOString(),
    decidedBy: d?.id ? d : null,
    decidedAt: c.decidedAt?.toISOString() ?? null,
    decisionReason: c.decisionReason,
  }));
}

/** A city's row as a change's value holds it (the console's table adds its code, note and source). */
const cityValue = (m: Municipality) => ({
  name: m.name,
  formCode: m.formCode ?? null,
  mandatoryFiling: m.mandatoryFiling,
  rate: m.rate,
  creditFactor: m.creditFactor,
  creditLimit: m.creditLimit,
  minimumAge: m.minimumAge,
  creditCap: m.creditCap ?? null,
});

/**
 * What is in force today for a change's rule and year, in the shape of its value (old → new for
 * the approver): a city's row of that year's table (or the nearest earlier one, which a new
 * year's table starts from), the year's interest rate, due date, schedule, flag or timings.
 */
async function inForceReader(
  deps: AppDeps,
): Promise<(c: { kind: string; key: string; year: number }) => Record<string, unknown> | null> {
  const rules = await deps.rules.current();
  const flags = await loadFlags(deps.database.db);
  return (c) => {
    switch (c.kind) {
      case 'municipality': {
        const from = tableYears(rules.tables)
          .filter((y) => y <= c.year)
          .at(-1);
        const m = from === undefined ? undefined : municipality(from, c.key, rules.tables);
        if (!m) return null;
        return { ...cityValue(m), ...(from !== c.year ? { fromYear: from } : {}) };
      }
      case 'interest-rate': {
        const r = rules.interestRates.filter((x) => x.year <= c.year).at(-1);
        return r ? { rate: r.rate, ...(r.year !== c.year ? { fromYear: r.year } : {}) } : null;
      }
      case 'due-date-override':
        return { date: annualReturnDueDate(c.year, rules.config(c.year)) };
      case 'estimate-schedule': {
        const config = rules.config(c.year);
        const s = c.key === 'business' ? config.businessEstimateSchedule : config.estimateSchedule;
        return { installments: [...s.installments] };
      }
      case 'feature-flag': {
        const flag = rules.features(flags, c.year).find((f) => f.name === c.key);
        return flag ? { enabled: flag.enabled } : null;
      }
      case 'inactivity':
        return { ...rules.inactivity(deps.config.inactivity, c.year) };
      default:
        return null;
    }
  };
}

/** The rules in force for a tax year, each row saying whether a change set it (read by every role). */
export async function effectiveRules(deps: AppDeps, asked: number | undefined): Promise<EffectiveRules> {
  const rules = await deps.rules.current();
  const year = asked ?? calendarYear(deps.clock) + 1;
  const firstEditableYear = currentTaxYear(deps.clock) + 1;
  const years = new Set(tableYears(rules.tables));
  for (let y = firstEditableYear; y <= calendarYear(deps.clock) + 1; y += 1) years.add(y);
  const config = rules.config(year);
  const table = rules.tables[year];
  const earlier = tableYears(rules.tables).filter((y) => y < year);
  const thisYear = calendarYear(deps.clock);
  const flags = rules.features(await loadFlags(deps.database.db), thisYear);
  const schedule = (s: typeof config.estimateSchedule) => ({ ...s, installments: [...s.installments] });
  return {
    year,
    years: [...years].sort((a, b) => a - b),
    firstEditableYear,
    table: table
      ? {
          source: table.source,
          provisional: table.provisional === true,
          municipalities: table.municipalities.map((m) => ({
            code: m.code,
            ...cityValue(m),
            note: m.note ?? null,
            changeId: rules.rowChange.get(`${year}:${m.code}`) ?? null,
            carriedFrom: rules.rowCarried.get(`${year}:${m.code}`) ?? null,
          })),
        }
      : null,
    previousTableYear: earlier.at(-1) ?? null,
    interestRates: rules.interestRates.map((r) => ({ ...r, changeId: rules.rateChange.get(r.year) ?? null })),
    annualReturnDueDate: annualReturnDueDate(year, config),
    estimateSchedules: {
      individual: schedule(config.estimateSchedule),
      business: schedule(config.businessEstimateSchedule),
    },
    features: Object.fromEntries(flags.map((f) => [f.name, f.enabled])),
    inactivity: rules.inactivity(deps.config.inactivity, thisYear),
  };
}
