import { useQuery } from '@tanstack/react-query';
import { api, taxpayerInfo } from '@efile/contracts';
import { apiFetch } from './http';
import { useUser } from './session';

/** The taxpayer filed as (spec §3 "Taxpayer info"). */
export function useTaxpayerInfo() {
  const user = useUser();
  return useQuery({
    queryKey: ['taxpayer-info', user?.taxpayerId],
    queryFn: () => apiFetch(api.taxpayerInfo, { schema: taxpayerInfo }),
    enabled: !!user?.taxpayerId,
    staleTime: 60_000,
  });
}
