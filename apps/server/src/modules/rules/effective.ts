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
 * - municipality: the city's row of that tax year's table is replaced (or added; a year without
 *   a compiled-in table gets one holding only the changed rows — other cities stay "missing tax
 *   rate", never guessed). The row's note and the table's source cite the change.
 * - interest-rate: the rate of that calendar year.
 * - due-date-override: the annual return's due date for that tax year.
 * - estimate-schedule, feature-flag, inactivity: in force from their year on.
 */
export class RuleSet {
  readonly tables: TaxTables;
  readonly interestRates: readonly InterestRateEntry[];
  /** The change that set each city's row, by `${year}:${code}`. */
  readonly rowChange = new Map<string, number>();
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
    for (const c of changes) {
      switch (c.kind) {
        case 'municipality': {
          const table = tables[c.year] ?? {
            taxYear: c.year,
            source: 'Rule changes approved in the staff console',
            municipalities: [],
          };
          const row = municipalityOf(c.key, c);
          const others = table.municipalities.filter((m) => m.code !== c.key);
          tables[c.year] = {
            ...table,
            source: `${table.source}; ${c.key}: ${cited(c)}`,
            municipalities: [...others, row].sort((a, b) => a.code.localeCompare(b.code)),
          };
          this.rowChange.set(`${c.year}:${c.key}`, c.id);
          break;
        }
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
