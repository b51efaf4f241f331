import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { taxpayerPath } from '../paths';

/**
 * A link to a taxpayer's account in the console, carrying the reason for looking already given
 * (the account page asks for one; issue 28 item 3: queue rows link to the account).
 */
export function TaxpayerLink({ id, reason, children }: { id: string; reason: string; children: ReactNode }) {
  return <Link to={`${taxpayerPath(id)}?${new URLSearchParams({ reason })}`}>{children}</Link>;
}
