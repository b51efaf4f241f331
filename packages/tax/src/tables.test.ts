import { describe, expect, it } from 'vitest';
import { AGE_18, TAX_TABLES, municipalities, municipality, tableYears, taxTable } from './tables';

describe('municipality tables', () => {
  it('has the years the portal files and the historical ones', () => {
    expect(tableYears()).toEqual([2016, 2023, 2024, 2025, 2026]);
    expect(taxTable(2026)?.provisional).toBe(true);
    expect(taxTable(2023)?.provisional).toBe(true);
    expect(taxTable(2025)?.provisional).toBeUndefined();
  });

  it('finds Cleveland by code and by form code, with its published figures', () => {
    // Cleveland: 2.5 % from 2017, credit 100 % up to 2.5 % (agency Schedule R, 2017; rate page)
    const cleveland = municipality(2025, 'cleveland');
    expect(cleveland).toMatchObject({ name: 'Cleveland', rate: 250, creditFactor: 10_000, creditLimit: 250 });
    expect(municipality(2025, '200')).toBe(cleveland);
    expect(municipality(2025, ' Cleveland ')).toBe(cleveland);
    expect(municipality(2025, 'GENEVA ON THE LAKE')?.code).toBe('geneva-on-the-lake');
    expect(municipality(2025, 'Oakwood (Paulding County)')?.code).toBe('oakwood-paulding');
    expect(municipality(2024, 'cleveland')?.rate).toBe(250);
    // 2016: 2.0 %; the tax paid credited up to 50 % of Cleveland's own tax, i.e. up to 1.0 %
    // (agency table "Tax Year 2016", read as issue 9 item 10 corrects it)
    expect(municipality(2016, 'cleveland')).toMatchObject({
      rate: 200,
      creditFactor: 10_000,
      creditLimit: 100,
      creditCap: { share: 5_000 },
    });
  });

  it('answers undefined for a city that is not a member, or a year without a table', () => {
    expect(municipality(2025, 'parma')).toBeUndefined();
    expect(municipality(2025, 'waynesfield')).toBeUndefined();
    expect(municipality(2025, '')).toBeUndefined();
    expect(municipality(2019, 'cleveland')).toBeUndefined();
    expect(municipalities(2019)).toEqual([]);
  });

  for (const year of tableYears()) {
    const table = TAX_TABLES[year];
    it(`${year}: rows are well formed`, () => {
      expect(table?.taxYear).toBe(year);
      const rows = table?.municipalities ?? [];
      expect(rows.length).toBeGreaterThan(30);
      expect(new Set(rows.map((m) => m.code)).size).toBe(rows.length);
      const formCodes = rows.flatMap((m) => (m.formCode ? [m.formCode] : []));
      expect(new Set(formCodes).size).toBe(formCodes.length);
      for (const m of rows) {
        expect(m.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
        for (const bp of [m.rate, m.creditFactor, m.creditLimit]) {
          expect(Number.isInteger(bp) && bp >= 0 && bp <= 10_000).toBe(true);
        }
        expect(m.creditLimit).toBeLessThanOrEqual(m.rate);
        expect(m.rate).toBeGreaterThan(0);
        if (year >= 2024) expect(m.minimumAge).toEqual(AGE_18);
      }
    });
  }

  it('keeps the pre-2024 minimum-age exceptions as data', () => {
    expect(municipality(2023, 'new-carlisle')?.minimumAge).toMatchObject({
      kind: 'age-or-earnings',
      youngerFrom: 16,
    });
    expect(municipality(2023, 'geneva-on-the-lake')?.minimumAge).toEqual({ kind: 'age', age: 15 });
    expect(municipality(2016, 'grand-river')?.minimumAge).toEqual({ kind: 'age', age: 16 });
    expect(municipality(2016, 'munroe-falls')?.minimumAge).toEqual({ kind: 'none' });
  });
});
