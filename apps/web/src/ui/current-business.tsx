import { skipToken, useQuery } from '@tanstack/react-query';
import type { BusinessItem } from '@efile/contracts';
import { t } from '../i18n';
import { maskedEin } from '../lib/tax-ids';

/**
 * The business a business user files for, named from the linked businesses the header's selector
 * loaded (never fetched here). Loaded with the query layer, only for business users (filing-for.tsx).
 */
export function CurrentBusiness({ username, taxpayerId }: { username: string; taxpayerId: string }) {
  const businesses = useQuery<BusinessItem[]>({ queryKey: ['businesses', username], queryFn: skipToken });
  const current = businesses.data?.find((b) => b.taxpayerId === taxpayerId);
  if (!current) return null;
  return (
    <p className="efile-filing-for" data-testid="filing-for">
      {t('businesses.filingFor', { name: current.name1, ein: maskedEin(current.ein) })}
    </p>
  );
}
