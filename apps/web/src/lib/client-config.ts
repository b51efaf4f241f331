import { useQuery } from '@tanstack/react-query';
import { api, clientConfig, type ClientConfig } from '@efile/contracts';
import { apiFetch } from './http';

/**
 * The server's client configuration (spec §7): the tax year being filed, the agency's phones,
 * the external identity pages.
 */
export function useClientConfigQuery() {
  return useQuery({
    queryKey: ['client-config'],
    queryFn: () => apiFetch(api.clientConfig, { schema: clientConfig }),
    staleTime: 3_600_000,
  });
}

/** The client configuration; undefined while loading. */
export function useClientConfig(): ClientConfig | undefined {
  return useClientConfigQuery().data;
}
