import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { forgetServerStateOnUserChange } from '../lib/sign-out';

/**
 * TanStack Query for the pages that use it, loaded with them (app/router.tsx): the first visit's
 * pages (landing, home) do without it (issue 14). One client for the whole app.
 */
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
// Registered when the query layer first loads, before any screen under it subscribes to the user,
// so it runs before they re-render.
forgetServerStateOnUserChange(queryClient);

export default function QueryLayer({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
