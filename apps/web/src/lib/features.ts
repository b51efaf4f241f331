import { useEffect, useSyncExternalStore } from 'react';
import type { FeatureMap } from '@efile/contracts';
import { api } from '@efile/contracts/paths';
import {
  FEATURE_REFRESH_MS,
  featureMapReader as featureMap,
  inactivityConfigReader as inactivityConfig,
  type Reader,
} from '@efile/contracts/shell';
import { apiFetch } from './http';
import { useUser } from './session';

/**
 * The shell's two server reads (feature flags, inactivity settings) on a small store of their own,
 * not TanStack Query: the shell, and so every first visit, carries no query library (issue 14);
 * pages that use queries load it with their route (app/query-layer.tsx).
 */
interface Entry<T> {
  data?: T;
  failed?: boolean;
  at: number;
  loading?: Promise<void>;
}

const entries = new Map<string, Entry<unknown>>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function load<T>(key: string, url: string, schema: Reader<T>, maxAgeMs: number): void {
  const entry = entries.get(key);
  if (entry?.loading || (entry && Date.now() - entry.at < maxAgeMs)) return;
  const next: Entry<unknown> = { ...entry, at: entry?.at ?? 0 };
  next.loading = apiFetch(url, { schema })
    .then(
      (data) => entries.set(key, { data, at: Date.now() }),
      () => entries.set(key, { ...next, loading: undefined, failed: true, at: Date.now() }),
    )
    .then(notify);
  entries.set(key, next);
}

function useServerValue<T>(key: string, url: string, schema: Reader<T>, maxAgeMs: number) {
  const entry = useSyncExternalStore(subscribe, () => entries.get(key)) as Entry<T> | undefined;
  useEffect(() => {
    load(key, url, schema, maxAgeMs);
    if (!Number.isFinite(maxAgeMs)) return;
    const timer = setInterval(() => load(key, url, schema, maxAgeMs), maxAgeMs);
    return () => clearInterval(timer);
  }, [key, url, schema, maxAgeMs]);
  return entry;
}

/** Feature flags: all of them when signed in, the public ones otherwise; refreshed every 5 minutes. */
export function useFeatures(): FeatureMap | undefined {
  const user = useUser();
  const signedIn = !!user;
  const entry = useServerValue(
    `features:${signedIn ? user.token : 'public'}`,
    signedIn ? api.features : api.publicFeatures,
    featureMap,
    FEATURE_REFRESH_MS,
  );
  if (entry?.failed && entry.data === undefined) return {};
  return entry?.data;
}

export function useInactivityConfig() {
  return useServerValue('inactivity-config', api.inactivityConfig, inactivityConfig, Infinity)?.data;
}
