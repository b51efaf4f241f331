import { useSearchParams } from 'react-router';

/** The `email` and `token` of an e-mailed link (ADR 0006); empty strings when missing. */
export function useLinkParams(): { email: string; token: string } {
  const [params] = useSearchParams();
  return { email: params.get('email')?.trim() ?? '', token: params.get('token')?.trim() ?? '' };
}
