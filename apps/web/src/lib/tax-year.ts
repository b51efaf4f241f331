import { useQuery } from '@tanstack/react-query';
import { api, clientConfig } from '@efile/contracts';
import { apiFetch } from './http';

/**
 * The tax year being filed (spec §9: the current year minus one), as the server's clock has it,
 * so the screens and the filings always agree. Undefined while loading.
 */
export function useTaxYear(): number | undefined {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: () => apiFetch(api.clientConfig, { schema: clientConfig }),
    staleTime: 3_600_000,
  }).data?.taxYear;
}
