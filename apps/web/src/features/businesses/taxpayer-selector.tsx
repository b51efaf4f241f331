import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@efile/contracts';
import { t } from '../../i18n';
import { setUser } from '../../lib/session';
import { fileAs, loadBusinesses } from './api';

/** The signed-in business user's linked businesses (spec §4: loaded after sign-in), by numeric EIN. */
export function useBusinesses(user: AuthUser | null) {
  return useQuery({
    queryKey: ['businesses', user?.username],
    queryFn: loadBusinesses,
    enabled: !!user?.isBusinessUser,
  });
}

/**
 * Spec §2/§4 Current Taxpayer selector: 'EIN - name' for each linked business; switching posts
 * the change, replaces the stored user with the answer and reloads what was shown for the old one.
 * Disabled while loading or changing.
 */
export function TaxpayerSelector({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const businesses = useBusinesses(user);
  const change = useMutation({
    mutationFn: fileAs,
    onSuccess: async (next) => {
      setUser(next);
      await queryClient.invalidateQueries();
    },
  });
  const list = businesses.data ?? [];
  if (list.length === 0) return null;
  return (
    <div className="efile-selector">
      <label className="usa-label margin-0" htmlFor="current-taxpayer">
        {t('businesses.selector')}
      </label>
      <select
        className="usa-select margin-0"
        id="current-taxpayer"
        value={user.taxpayerId ?? ''}
        disabled={businesses.isFetching || change.isPending}
        onChange={(e) => change.mutate(e.target.value)}
      >
        {user.taxpayerId === null && <option value="" />}
        {list.map((b) => (
          <option key={b.taxpayerId} value={b.taxpayerId}>
            {t('businesses.option', { ein: b.ein, name: b.name1 })}
          </option>
        ))}
      </select>
    </div>
  );
}
