import { lazy, Suspense } from 'react';
import { useUser } from '../lib/session';

// TanStack Query comes with the query layer (app/query-layer.tsx, one client for the app), so the
// pages a first visit sees (landing, home) neither load it nor need its provider (issue 14).
const Named = lazy(async () => {
  const [{ CurrentBusiness }, { default: QueryLayer }] = await Promise.all([
    import('./current-business'),
    import('../app/query-layer'),
  ]);
  return {
    default: (props: { username: string; taxpayerId: string }) => (
      <QueryLayer>
        <CurrentBusiness {...props} />
      </QueryLayer>
    ),
  };
});

/**
 * Issue 14 item 8: every page of a business user says, in the body, whom the user is filing for
 * (the Current Taxpayer chosen in the header); nothing for individuals or before a business is chosen.
 */
export function FilingFor() {
  const user = useUser();
  if (!user?.isBusinessUser || !user.taxpayerId) return null;
  return (
    <Suspense fallback={null}>
      <Named username={user.username} taxpayerId={user.taxpayerId} />
    </Suspense>
  );
}
