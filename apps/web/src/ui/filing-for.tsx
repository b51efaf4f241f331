import { skipToken, useQuery } from '@tanstack/react-query';
import type { BusinessItem } from '@efile/contracts';
import { t } from '../i18n';
import { useUser } from '../lib/session';

/** An EIN as shown in the body: only its last four digits ("••-•••0003"). */
export const maskedEin = (ein: string) => `••-•••${ein.replace(/\D/g, '').slice(-4)}`;

/**
 * Issue 14 item 8: every page of a business user says, in the body, whom the user is filing for
 * (the Current Taxpayer chosen in the header). It reads the linked businesses the header's
 * selector loaded (never fetching them itself, so nothing is added to a first visit) and says
 * nothing for individuals or before a business is chosen.
 */
export function FilingFor() {
  const user = useUser();
  const businesses = useQuery<BusinessItem[]>({
    queryKey: ['businesses', user?.username],
    queryFn: skipToken,
  });
  if (!user?.isBusinessUser || !user.taxpayerId) return null;
  const current = businesses.data?.find((b) => b.taxpayerId === user.taxpayerId);
  if (!current) return null;
  return (
    <p className="efile-filing-for" data-testid="filing-for">
      {t('businesses.filingFor', { name: current.name1, ein: maskedEin(current.ein) })}
    </p>
  );
}
