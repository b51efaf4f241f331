import type { MunicipalityValue } from '@efile/contracts';
import {
  DEFAULT_AGENCY_CONFIG,
  INTEREST_RATES,
  TAX_TABLES,
  formatRate,
  type AgencyConfig,
  type EstimateInstallment,
  type EstimateSchedule,
  type InterestRateEntry,
  type IsoDate,
  type Municipality,
  type TaxTables,
  type TaxYearTable,
} from '@efile/tax';
import { say } from '../../lib/i18n';

/** An approved change as the effective rules read it (repository.ts loads them in approval order). */
export interface ApprovedChange {
  id: number;
  kind: string;
  key: string;
  year: number;
  value: Record<string, unknown>;
  source: string;
  decidedAt: Date;
}

/** The compiled-in rules of packages/tax: the cited baseline every approved change overlays. */
export interface Baseline {
  tables: TaxTables;
  interestRates: readonly InterestRateEntry[];
  config: AgencyConfig;
}

export const TAX_BASELINE: Baseline = {
  tables: TAX_TABLES,
  interestRates: INTEREST_RATES,
  config: DEFAULT_AGENCY_CONFIG,
};

const day = (d: Date) => d.toISOString().slice(0, 10);
const cited = (c: ApprovedChange) =>
  say('problems.ruleChangeCited', { id: c.id, day: day(c.decidedAt), source: c.source });

function municipalityOf(code: string, c: ApprovedChange): Municipality {
  const v = c.value as MunicipalityValue;
  return {
    code,
    name: v.name,
    mandatoryFiling: v.mandatoryFiling,
    rate: v.rate,
    creditFactor: v.creditFactor,
    creditLimit: v.creditLimit,
    minimumAge: v.minimumAge,
    ...(v.formCode ? { formCode: v.formCode } : {}),
    ...(v.creditCap ? { creditCap: v.creditCap } : {}),
    note: say('problems.setBy', { cited: cited(c) }),
  };
}

function scheduleOf(c: ApprovedChange): EstimateSchedule {
  const installments = (c.value as { installments: EstimateInstallment[] }).installments;
  return {
    id: `rule-change-${c.id}`,
    label: say('problems.agencySchedule', {
      year: c.year,
      rates: installments.map((i) => formatRate(i.cumulative)).join(', '),
    }),
    installments,
  };
}

/**
 * A tax year with no table of its own, opened by an approved row: the nearest earlier year's
 * table as in force, every row marked carried forward (provisional) until its own row is approved;
 * no earlier table: empty (its cities stay "missing tax rate", never guessed).
 */
function carriedForward(
  tables: Record<number, TaxYearTable | undefined>,
  year: number,
): { table: TaxYearTable; from?: number } {
  const from = Object.keys(tables)
    .map(Number)
    .filter((y) => y < year && tables[y] !== undefined)
    .sort((a, b) => b - a)[0];
  const earlier = from === undefined ? undefined : tables[from];
  if (!earlier)
    return { table: { taxYear: year, source: say('problems.ruleChangesTable'), municipalities: [] } };
  const table: TaxYearTable = {
    ...earlier,
    taxYear: year,
    source: say('problems.carriedTable', { from: earlier.taxYear, year }),
    provisional: true,
    municipalities: earlier.municipalities.map((m) => {
      const carried = say('problems.carriedRow', { from: earlier.taxYear, year });
      return { ...m, note: m.note ? `${carried}. ${m.note}` : carried };
    }),
  };
  return { table, from: earlier.taxYear };
}

/** Of the changes of one key, the one in force for `year`: the latest year ≤ `year`, the last approved of it. */
function inForce(changes: readonly ApprovedChange[], year: number): ApprovedChange | undefined {
  let found: ApprovedChange | undefined;
  for (const c of changes) if (c.year <= year && (!found || c.year >= found.year)) found = c;
  return found;
}

/**
 * The rules in force: the baseline plus the approved changes in approval order (a later approval
 * of the same rule and year wins). Built once per set of approvals (store.ts) and handed to the
 * engine; nothing here reads a database or a clock.
 * - municipality: the city's row of that tax year's table is replaced (or added). A year without
 *   a compiled-in table, once a row of it is approved, starts from the nearest earlier year as in
 *   force, every other city's row carried forward and marked so (provisional), as the 2026 table
 *   was made from 2025's. The row's note and the table's source cite the change.
 * - interest-rate: the rate of that calendar year.
 * - due-date-override: the annual return's due date for that tax year.
 * - estimate-schedule, feature-flag, inactivity: in force from their year on.
 */
export class RuleSet {
  readonly tables: TaxTables;
  readonly interestRates: readonly InterestRateEntry[];
  /** The change that set each city's row, by `${year}:${code}`. */
  readonly rowChange = new Map<string, number>();
  /** The earlier year each carried-forward city row comes from, by `${year}:${code}`. */
  readonly rowCarried = new Map<string, number>();
  /** The change that set each interest rate, by year. */
  readonly rateChange = new Map<number, number>();
  private readonly dueDates: Record<number, IsoDate>;
  private readonly byKey = new Map<string, ApprovedChange[]>();

  constructor(
    readonly changes: readonly ApprovedChange[],
    readonly baseline: Baseline = TAX_BASELINE,
  ) {
    const tables: Record<number, TaxYearTable | undefined> = { ...baseline.tables };
    const rates = new Map(baseline.interestRates.map((r) => [r.year, r]));
    this.dueDates = { ...baseline.config.annualReturnDueDates };
    // City rows year by year, ascending: a year opened by its first approved row starts from the
    // year before it as in force (issue 28 item 7: every member city is listed every year).
    const cityChanges = changes.filter((c) => c.kind === 'municipality');
    for (const year of [...new Set(cityChanges.map((c) => c.year))].sort((a, b) => a - b)) {
      const opened = tables[year] ? null : carriedForward(tables, year);
      let table = tables[year] ?? opened!.table;
      if (opened?.from !== undefined)
        for (const m of table.municipalities) this.rowCarried.set(`${year}:${m.code}`, opened.from);
      for (const c of cityChanges.filter((x) => x.year === year)) {
        const row = municipalityOf(c.key, c);
        const others = table.municipalities.filter((m) => m.code !== c.key);
        table = {
          ...table,
          source: `${table.source}; ${c.key}: ${cited(c)}`,
          municipalities: [...others, row].sort((x, y) => x.code.localeCompare(y.code)),
        };
        this.rowChange.set(`${c.year}:${c.key}`, c.id);
        this.rowCarried.delete(`${c.year}:${c.key}`);
      }
      tables[year] = table;
    }
    for (const c of changes) {
      switch (c.kind) {
        case 'municipality':
          break;
        case 'interest-rate':
          rates.set(c.year, { year: c.year, rate: (c.value as { rate: number }).rate, source: cited(c) });
          this.rateChange.set(c.year, c.id);
          break;
        case 'due-date-override':
          this.dueDates[c.year] = (c.value as { date: IsoDate }).date;
          break;
        default: {
          const key = `${c.kind}:${c.key}`;
          this.byKey.set(key, [...(this.byKey.get(key) ?? []), c]);
        }
      }
    }
    this.tables = tables;
    this.interestRates = [...rates.values()].sort((a, b) => a.year - b.year);
  }

  /** The agency configuration for a tax year: its estimate schedules and every due-date override. */
  config(taxYear: number): AgencyConfig {
    const individual = inForce(this.byKey.get('estimate-schedule:individual') ?? [], taxYear);
    const business = inForce(this.byKey.get('estimate-schedule:business') ?? [], taxYear);
    return {
      ...this.baseline.config,
      annualReturnDueDates: this.dueDates,
      estimateSchedule: individual ? scheduleOf(individual) : this.baseline.config.estimateSchedule,
      businessEstimateSchedule: business
        ? scheduleOf(business)
        : this.baseline.config.businessEstimateSchedule,
    };
  }

  /** Feature flags in force in a calendar year: the stored flags with the approved changes over them. */
  features<F extends { name: string; enabled: boolean }>(flags: readonly F[], year: number): F[] {
    return flags.map((f) => {
      const change = inForce(this.byKey.get(`feature-flag:${f.name}`) ?? [], year);
      return change ? { ...f, enabled: (change.value as { enabled: boolean }).enabled } : f;
    });
  }

  /** The inactivity timings in force in a calendar year (the server's configuration by default). */
  inactivity(
    configured: { warningTime: number; logoutTime: number },
    year: number,
  ): { warningTime: number; logoutTime: number } {
    const change = inForce(this.byKey.get('inactivity:timings') ?? [], year);
    return change ? (change.value as { warningTime: number; logoutTime: number }) : configured;
  }
}
