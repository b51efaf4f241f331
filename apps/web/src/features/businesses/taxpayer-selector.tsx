import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AuthUser, BusinessItem } from '@efile/contracts';
import { t } from '../../i18n';
import { serverMessage } from '../../lib/problem-message';
import { setUser } from '../../lib/session';
import { useToast } from '../../ui/toasts';
import { fileAs, loadBusinesses } from './api';
import { label } from './business-table';

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
 * Spec §2/§4 Current Taxpayer selector: 'EIN - name' for each linked business. Choosing in the
 * list only picks (issue 14 item 8, WCAG 3.2.2 On Input: an arrow key on the list must not switch);
 * the Switch button posts the change, replaces the stored user with the answer and reloads what
 * was shown for the old one. Focus stays on the button (it is never natively disabled, so it keeps
 * focus while the list is disabled), and a status message says whom the user now files for.
 * The list is disabled while loading or changing; a failed change says so (spec §8) and the list
 * goes back to the taxpayer filed as.
 */
export function TaxpayerSelector({ user }: { user: AuthUser }) {
  const queryClient = useQueryClient();
  const businesses = useBusinesses(user);
  const toast = useToast();
  const [picked, setPicked] = useState<string | null>(null);
  const [announced, setAnnounced] = useState('');
  const list = businesses.data ?? [];
  const change = useMutation({
    mutationFn: fileAs,
    onSuccess: async (next) => {
      setUser(next);
      setPicked(null);
      const now = list.find((b) => b.taxpayerId === next.taxpayerId);
      if (now) setAnnounced(t('businesses.switched', { name: label(now) }));
      await queryClient.invalidateQueries();
    },
    onError: (error) => {
      setPicked(null);
      toast('danger', switchFailure(error));
    },
  });
  if (list.length === 0) return null;
  const current = user.taxpayerId ?? '';
  const value = picked ?? current;
  const busy = businesses.isFetching || change.isPending;

  function onSwitch() {
    if (busy || value === '' || value === current) return;
    setAnnounced('');
    change.mutate(value);
  }

  return (
    <div className="efile-selector">
      <label className="usa-label margin-0" htmlFor="current-taxpayer">
        {t('businesses.selector')}
      </label>
      <select
        className="usa-select margin-0"
        id="current-taxpayer"
        value={value}
        disabled={busy}
        onChange={(e) => {
          setPicked(e.target.value);
          setAnnounced('');
        }}
      >
        {user.taxpayerId === null && <option value="" />}
        {list.map((b) => (
          <option key={b.taxpayerId} value={b.taxpayerId}>
            {optionText(b)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="usa-button usa-button--outline usa-button--inverse margin-0"
        aria-disabled={busy || value === current ? true : undefined}
        onClick={onSwitch}
      >
        {change.isPending ? t('businesses.switching') : t('businesses.switch')}
      </button>
      <span className="usa-sr-only" role="status">
        {announced}
      </span>
    </div>
  );
}

const optionText = (b: BusinessItem) => t('businesses.option', { ein: b.ein, name: b.name1 });
