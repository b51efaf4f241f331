import { TABLE_2016 } from './2016';
import { TABLE_2023 } from './2023';
import { TABLE_2024 } from './2024';
import { TABLE_2025 } from './2025';
import { TABLE_2026 } from './2026';
import type { Municipality, TaxTables, TaxYearTable } from './types';

export * from './types';
export { TABLE_2016, TABLE_2023, TABLE_2024, TABLE_2025, TABLE_2026 };

/**
 * The member municipalities' figures per tax year. The portal files the current year − 1 and the
 * year before (spec §9; tax-year.ts), so 2025 and 2024 must be here. 2016 is the last complete
 * historical table the agency published; 2023 is provisional (its rates are leads) and carries the
 * last year of the pre-2024 minimum-age rules. A year without a table has no rates: the server
 * answers "missing tax rate".
 */
export const TAX_TABLES: TaxTables = {
  2016: TABLE_2016,
  2023: TABLE_2023,
  2024: TABLE_2024,
  2025: TABLE_2025,
  2026: TABLE_2026,
};

export function taxTable(taxYear: number, tables: TaxTables = TAX_TABLES): TaxYearTable | undefined {
  return tables[taxYear];
}

/** Tax years that have a table, ascending. */
export function tableYears(tables: TaxTables = TAX_TABLES): number[] {
  return Object.keys(tables)
    .map(Number)
    .filter((year) => tables[year] !== undefined)
    .sort((a, b) => a - b);
}

/** 'Geneva On The Lake ' → 'geneva-on-the-lake' (a W-2's box 20 spells names its own way). */
function slug(text: string): string {
  return text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Whether `code` names this municipality: its code, its agency form code or its name, ignoring
 * case, spaces and punctuation ('200', 'cleveland', 'CLEVELAND', 'Geneva on the Lake').
 */
export function hasCode(city: Municipality, code: string | null | undefined): boolean {
  if (code === null || code === undefined) return false;
  const wanted = slug(code);
  return wanted !== '' && (city.code === wanted || city.formCode === wanted || slug(city.name) === wanted);
}

/**
 * The municipality for a tax year by its code ('cleveland') or its agency form code ('200');
 * undefined when the year has no table or the city is not a member that year ("missing tax rate").
 */
export function municipality(
  taxYear: number,
  code: string,
  tables: TaxTables = TAX_TABLES,
): Municipality | undefined {
  return taxTable(taxYear, tables)?.municipalities.find((m) => hasCode(m, code));
}

/** All member municipalities of a tax year (empty when the year has no table). */
export function municipalities(taxYear: number, tables: TaxTables = TAX_TABLES): readonly Municipality[] {
  return taxTable(taxYear, tables)?.municipalities ?? [];
}
