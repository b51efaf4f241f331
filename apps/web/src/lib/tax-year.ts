import { useClientConfig } from './client-config';

/**
 * The tax year being filed (spec §9: the current year minus one), as the server's clock has it,
 * so the screens and the filings always agree. Undefined while loading.
 */
export function useTaxYear(): number | undefined {
  return useClientConfig()?.taxYear;
}
