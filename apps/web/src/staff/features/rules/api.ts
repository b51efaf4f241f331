import { useQuery } from '@tanstack/react-query';
import {
  effectiveRules,
  ruleChange,
  ruleChangeList,
  rulesApi,
  type RuleChangeRequest,
} from '@efile/contracts';
import { pathOf, staffFetch } from '../../lib/api';

export const rulesKey = ['staff', 'rules'] as const;

/** The rules in force for a tax year (GET /api/staff/rules?year=); 'next': the server's next year; null: none. */
export function useEffectiveRules(year: number | 'next' | null) {
  return useQuery({
    queryKey: [...rulesKey, 'effective', year],
    queryFn: () =>
      staffFetch(rulesApi.effective, {
        query: { year: year === 'next' || year === null ? undefined : year },
        schema: effectiveRules,
      }),
    enabled: year !== null,
  });
}

/** The changes waiting for a decision. */
export function usePendingChanges() {
  return useQuery({
    queryKey: [...rulesKey, 'pending'],
    queryFn: () => staffFetch(rulesApi.changes, { query: { status: 'pending' }, schema: ruleChangeList }),
  });
}

export const proposeChange = (body: RuleChangeRequest) =>
  staffFetch(rulesApi.changes, { method: 'POST', body, schema: ruleChange });

export const decideChange = (id: number, how: 'approve' | 'refuse', reason: string) =>
  staffFetch(pathOf(rulesApi[how], { id }), {
    method: 'POST',
    body: reason ? { reason } : {},
    schema: ruleChange,
  });

/** '2.25' → 225 basis points; null when it is not a percentage from 0 to 100 with two decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bp = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bp <= 10_000 ? bp : null;
}

/** 225 → '2.25 %'. */
export const formatPercent = (bp: number) => `${(bp / 100).toFixed(2)} %`;
/** 225 → '2.25' (a form's starting value). */
export const percentText = (bp: number) => (bp / 100).toFixed(2);
