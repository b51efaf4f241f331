import { useQuery } from '@tanstack/react-query';
import type { FeatureMap } from '@efile/contracts';
import { api } from '@efile/contracts/paths';
import {
  FEATURE_REFRESH_MS,
  featureMapReader as featureMap,
  inactivityConfigReader as inactivityConfig,
} from '@efile/contracts/shell';
import { apiFetch } from './http';
import { useUser } from './session';

/** Feature flags: all of them when signed in, the public ones otherwise; refreshed every 5 minutes. */
export function useFeatures(): FeatureMap | undefined {
  const user = useUser();
  const signedIn = !!user;
  const query = useQuery({
    queryKey: ['features', signedIn ? user.token : 'public'],
    queryFn: () => apiFetch(signedIn ? api.features : api.publicFeatures, { schema: featureMap }),
    refetchInterval: FEATURE_REFRESH_MS,
    staleTime: FEATURE_REFRESH_MS,
  });
  if (query.isError) return {};
  return query.data;
}

export function useInactivityConfig() {
  return useQuery({
    queryKey: ['inactivity-config'],
    queryFn: () => apiFetch(api.inactivityConfig, { schema: inactivityConfig }),
    staleTime: Infinity,
  }).data;
}
