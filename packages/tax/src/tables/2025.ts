import { TABLE_2024 } from './2024';
import type { TaxYearTable } from './types';

/**
 * Tax year 2025 — the agency's current rate table (ccaohio.gov "Tax Rates"), the same published
 * figures as 2024 (the page carries no tax year; see 2024.ts for every figure and its source).
 * When the agency publishes a change for 2025, write this year's rows here instead.
 */
export const TABLE_2025: TaxYearTable = { ...TABLE_2024, taxYear: 2025 };
