import { TABLE_2025 } from './2025';
import type { TaxYearTable } from './types';

/**
 * Tax year 2026 — estimates only (the portal files 2026 returns from 2027). The agency's current
 * rate page ("Tax Rates", undated) is the only published source, so a 2026 estimate uses its
 * figures, marked provisional: the estimate screen says so. Replace with the agency's 2026 table
 * when it is published.
 */
export const TABLE_2026: TaxYearTable = {
  ...TABLE_2025,
  taxYear: 2026,
  source: `${TABLE_2025.source}; used for 2026 estimates until the 2026 table is published`,
  provisional: true,
};
