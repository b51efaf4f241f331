import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ruleChanges } from '../../db/schema';
import { RuleSet, TAX_BASELINE, type ApprovedChange, type Baseline } from './effective';

/** How long a process trusts its rules before it asks the database whether any were approved. */
export const RULES_FRESHNESS_MS = 2_000;

/**
 * The effective rules of this process (ADR 0039). Every server call of the tax engine takes them
 * from here (`await deps.rules.current()`), so one place decides which tables, rates and
 * schedules the engine is handed.
 *
 * Cache and freshness: the RuleSet is kept per process. At most every `freshnessMs` a request
 * asks the database one row — the number of approved changes (decisions are write-once and rows
 * never deleted, so the number only grows with each approval) — and rebuilds the set when it
 * moved. So every API process agrees within `freshnessMs` of an approval; the process that
 * approved invalidates its own at once. The time between checks is the process's own monotonic
 * clock, not the injectable business clock (which tests hold still).
 */
export class RulesStore {
  private cached: { set: RuleSet; approved: number } | null = null;
  private checkedAt = -Infinity;
  private loading: Promise<RuleSet> | null = null;

  constructor(
    private readonly database: Database,
    private readonly freshnessMs = RULES_FRESHNESS_MS,
    private readonly baseline: Baseline = TAX_BASELINE,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** The effective rules, at most `freshnessMs` old. */
  async current(): Promise<RuleSet> {
    if (this.cached && this.now() - this.checkedAt < this.freshnessMs) return this.cached.set;
    this.loading ??= this.refresh().finally(() => (this.loading = null));
    return this.loading;
  }

  /** Forget the cached set: the next call reads the database (after an approval in this process). */
  invalidate(): void {
    this.checkedAt = -Infinity;
  }

  private async refresh(): Promise<RuleSet> {
    const db = this.database.db;
    const [stamp] = await db
      .select({ approved: sql<number>`count(*)::int` })
      .from(ruleChanges)
      .where(eq(ruleChanges.decision, 'approved'));
    const approved = stamp?.approved ?? 0;
    if (!this.cached || this.cached.approved !== approved) {
      const rows = await db
        .select({
          id: ruleChanges.id,
          kind: ruleChanges.kind,
          key: ruleChanges.key,
          year: ruleChanges.year,
          value: ruleChanges.value,
          source: ruleChanges.source,
          decidedAt: ruleChanges.decidedAt,
        })
        .from(ruleChanges)
        .where(and(eq(ruleChanges.decision, 'approved')))
        .orderBy(asc(ruleChanges.decidedAt), asc(ruleChanges.id));
      const changes: ApprovedChange[] = rows.map((r) => ({ ...r, decidedAt: r.decidedAt! }));
      this.cached = { set: new RuleSet(changes, this.baseline), approved: changes.length };
    }
    this.checkedAt = this.now();
    return this.cached.set;
  }
}

declare module '../../context' {
  interface AppDeps {
    /** The effective tax rules (baseline + approved changes, ADR 0039): `await deps.rules.current()`. */
    rules: RulesStore;
  }
}
