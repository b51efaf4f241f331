import { useQuery } from '@tanstack/react-query';
import type { ClientConfig } from '@efile/contracts';
import { api } from '@efile/contracts/paths';
import { apiFetch } from './http';

/**
 * The server's client configuration (spec §7): the tax year being filed, the agency's phones,
 * the external identity pages.
 */
export function useClientConfigQuery() {
  return useQuery({
    queryKey: ['client-config'],
    // The schema (and zod) load with the first ask, not with the shell (issue 14).
    queryFn: async () =>
      apiFetch(api.clientConfig, { schema: (await import('@efile/contracts/features')).clientConfig }),
    staleTime: 3_600_000,
  });
}

/** The client configuration; undefined while loading. */
export function useClientConfig(): ClientConfig | undefined {
  return useClientConfigQuery().data;
}
