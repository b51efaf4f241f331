import { describe, expect, it } from 'vitest';
import { TAX_TABLES, annualReturnDueDate, installmentDueDates, municipality } from '@efile/tax';
import { RuleSet, type ApprovedChange } from './effective';

const at = new Date('2026-10-01T12:00:00Z');
const change = (
  c: Partial<ApprovedChange> & Pick<ApprovedChange, 'id' | 'kind' | 'key' | 'year' | 'value'>,
) => ({
  source: 'test source',
  decidedAt: at,
  ...c,
});
const row = (rate: number) => ({
  name: 'Cleveland',
  mandatoryFiling: true,
  rate,
  creditFactor: 10_000,
  creditLimit: 250,
  minimumAge: { kind: 'age', age: 18 },
});

describe('effective rules = baseline + approved changes in order (ADR 0039)', () => {
  it('with no changes is the compiled-in baseline', () => {
    const rules = new RuleSet([]);
    expect(rules.tables).toEqual(TAX_TABLES);
    expect(annualReturnDueDate(2021, rules.config(2021))).toBe('2022-04-18');
  });

  it('a city change replaces that year’s row only; the later approval wins; the source is cited', () => {
    const rules = new RuleSet([
      change({ id: 1, kind: 'municipality', key: 'cleveland', year: 2026, value: row(275) }),
      change({ id: 2, kind: 'municipality', key: 'cleveland', year: 2026, value: row(280) }),
    ]);
    expect(municipality(2026, 'cleveland', rules.tables)?.rate).toBe(280);
    expect(municipality(2025, 'cleveland', rules.tables)?.rate).toBe(250);
    expect(municipality(2026, 'linndale', rules.tables)?.rate).toBe(200);
    expect(rules.tables[2026]?.source).toContain('rule change #2, approved 2026-10-01: test source');
    expect(rules.rowChange.get('2026:cleveland')).toBe(2);
    // The baseline is not touched.
    expect(municipality(2026, 'cleveland')?.rate).toBe(250);
  });

  it('a year without a compiled-in table starts from the year before as in force: every city listed (issue 28 item 7)', () => {
    const rules = new RuleSet([
      change({ id: 3, kind: 'municipality', key: 'cleveland', year: 2027, value: row(300) }),
      change({
        id: 4,
        kind: 'municipality',
        key: 'linndale',
        year: 2026,
        value: { ...row(225), name: 'Linndale' },
      }),
      change({
        id: 5,
        kind: 'municipality',
        key: 'linndale',
        year: 2030,
        value: { ...row(230), name: 'Linndale' },
      }),
    ]);
    const before = TAX_TABLES[2026]!.municipalities.length;
    expect(rules.tables[2027]?.municipalities).toHaveLength(before);
    expect(municipality(2027, 'cleveland', rules.tables)?.rate).toBe(300);
    // Carried from 2026 as in force (Linndale's approved 2026 row), marked so.
    expect(municipality(2027, 'linndale', rules.tables)?.rate).toBe(225);
    expect(municipality(2027, 'burton', rules.tables)?.note).toBe(
      'Carried forward from 2026: no 2027 row is approved yet',
    );
    expect(rules.tables[2027]?.provisional).toBe(true);
    expect(rules.rowCarried.get('2027:burton')).toBe(2026);
    expect(rules.rowCarried.has('2027:cleveland')).toBe(false);
    expect(rules.rowCarried.get('2030:burton')).toBe(2027);
    // 2030 skips the years without a table: from 2027 as in force.
    expect(rules.tables[2030]?.municipalities).toHaveLength(before);
    expect(municipality(2030, 'cleveland', rules.tables)?.rate).toBe(300);
    expect(municipality(2030, 'linndale', rules.tables)?.rate).toBe(230);
    // Years nobody opened have no table: their cities stay "missing tax rate".
    expect(rules.tables[2028]).toBeUndefined();
  });

  it('interest per calendar year, due-date overrides per tax year, schedules from their year on', () => {
    const schedule = {
      installments: [
        { cumulative: 5_000, month: 6, day: 15, yearOffset: 0 },
        { cumulative: 10_000, month: 1, day: 15, yearOffset: 1 },
      ],
    };
    const rules = new RuleSet([
      change({ id: 4, kind: 'interest-rate', key: 'orc-718.27', year: 2027, value: { rate: 800 } }),
      change({
        id: 5,
        kind: 'due-date-override',
        key: 'annual-return',
        year: 2026,
        value: { date: '2027-05-17' },
      }),
      change({ id: 6, kind: 'estimate-schedule', key: 'individual', year: 2027, value: schedule }),
    ]);
    expect(rules.interestRates.find((r) => r.year === 2027)).toMatchObject({
      rate: 800,
      source: expect.stringContaining('#4'),
    });
    expect(rules.interestRates.find((r) => r.year === 2026)?.rate).toBe(900);
    expect(annualReturnDueDate(2026, rules.config(2026))).toBe('2027-05-17');
    expect(annualReturnDueDate(2025, rules.config(2025))).toBe('2026-04-15');
    expect(installmentDueDates(2026, rules.config(2026))).toHaveLength(4);
    expect(installmentDueDates(2028, rules.config(2028))).toEqual(['2028-06-15', '2029-01-15']);
  });

  it('flags and timings are in force from their calendar year', () => {
    const rules = new RuleSet([
      change({ id: 7, kind: 'feature-flag', key: 'Public.FAQ', year: 2027, value: { enabled: false } }),
      change({
        id: 8,
        kind: 'inactivity',
        key: 'timings',
        year: 2026,
        value: { warningTime: 1, logoutTime: 2 },
      }),
    ]);
    const flags = [{ name: 'Public.FAQ', enabled: true }];
    expect(rules.features(flags, 2026)).toEqual(flags);
    expect(rules.features(flags, 2027)).toEqual([{ name: 'Public.FAQ', enabled: false }]);
    expect(rules.inactivity({ warningTime: 10, logoutTime: 20 }, 2025)).toEqual({
      warningTime: 10,
      logoutTime: 20,
    });
    expect(rules.inactivity({ warningTime: 10, logoutTime: 20 }, 2026)).toEqual({
      warningTime: 1,
      logoutTime: 2,
    });
  });
});
