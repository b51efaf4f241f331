import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@efile/contracts';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/problem-message';
import { setUser } from '../../lib/session';
import { useToast } from '../../ui/toasts';
import { fileAs, loadBusinesses } from './api';

/** The signed-in business user's linked businesses (spec §4: loaded after sign-in), by numeric EIN. */
export function useBusinesses(user: AuthUser | null) {
  return useQuery({
    queryKey: ['businesses', user?.username],
    queryFn: loadBusinesses,
    enabled: !!user?.isBusinessUser,
  });
}

/** Spec §8 business switch failure: the server's detail in the sentence, or the unexpected one. */
export function switchFailure(error: unknown): string {
  const detail = serverMessage(error);
  return detail ? t('businesses.switchFailed', { detail }) : t('businesses.switchUnexpected');
}

/**
 * Spec §2/§4 Current Taxpayer selector: 'EIN - name' for each linked business; switching posts
 * the change, replaces the stored user with the answer and reloads what was shown for the old one.
 * Disabled while loading or changing; a failed change says so (spec §8) and the selector keeps
 * the taxpayer filed as.
 */
export function TaxpayerSelector({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const businesses = useBusinesses(user);
  const toast = useToast();
  const change = useMutation({
    mutationFn: fileAs,
    onSuccess: async (next) => {
      setUser(next);
      await queryClient.invalidateQueries();
    },
    onError: (error) => toast('danger', switchFailure(error)),
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
