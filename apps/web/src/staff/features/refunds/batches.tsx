import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Spinner } from '../../../ui/alert';
import { longDate } from '../../../lib/dates';
import { formatCents } from '../../../lib/money';
import { st } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { downloadBatchFile, issueBatch, refundBatches, type BatchFile } from './api';

export const BATCHES_KEY = ['staff', 'refunds', 'batches'] as const;
export const CLAIMS_KEY = ['staff', 'refunds', 'claims'] as const;

interface Outcome {
  type: 'success' | 'error';
  text: string;
  seq: number;
}

/**
 * The refund batches (issue 27 item 3): who decides issues one (every approved refund not yet
 * paid; the server refuses an empty batch and says why); each batch's NACHA and accounts-payable
 * files download with the staff token. The outcome shows under the Issue button and takes focus.
 */
export function RefundBatches({ canIssue }: { canIssue: boolean }) {
  const client = useQueryClient();
  const batches = useQuery({ queryKey: BATCHES_KEY, queryFn: refundBatches });
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  const say = (type: Outcome['type'], text: string) =>
    setOutcome((last) => ({ type, text, seq: (last?.seq ?? 0) + 1 }));

  const issue = useMutation({
    mutationFn: issueBatch,
    onMutate: () => setOutcome(null),
    onSuccess: async (batch) => {
      say(
        'success',
        batch.claims === 1
          ? st('refunds.batches.issuedOne', { id: batch.id, total: formatCents(batch.totalCents) })
          : st('refunds.batches.issued', {
              id: batch.id,
              claims: batch.claims,
              total: formatCents(batch.totalCents),
            }),
      );
      await Promise.all([
        client.invalidateQueries({ queryKey: BATCHES_KEY }),
        client.invalidateQueries({ queryKey: CLAIMS_KEY }),
      ]);
    },
    onError: (error) => say('error', staffProblemMessage(error)),
  });

  const download = async (id: number, file: BatchFile) => {
    try {
      await downloadBatchFile(id, file);
      say('success', st('refunds.batches.downloaded', { id, file: st(`refunds.batches.${file}`) }));
    } catch (caught) {
      say('error', staffProblemMessage(caught));
    }
  };

  return (
    <section aria-labelledby="refund-batches-heading">
      <h2 id="refund-batches-heading">{st('refunds.batches.heading')}</h2>
      <p>{st('refunds.batches.intro')}</p>
      {canIssue && (
        <button
          type="button"
          className="usa-button"
          disabled={issue.isPending}
          onClick={() => issue.mutate()}
        >
          {st('refunds.batches.issue')}
        </button>
      )}
      <div ref={outcomeRef} tabIndex={-1} data-testid="batch-outcome">
        {outcome && (
          <Alert type={outcome.type} slim>
            <p className="margin-0">{outcome.text}</p>
          </Alert>
        )}
      </div>
      {batches.isPending && <Spinner label={st('console.loading')} />}
      {batches.isError && (
        <Alert type="error" slim>
          <p className="margin-0">{staffProblemMessage(batches.error)}</p>
        </Alert>
      )}
      {batches.data?.batches.length === 0 && <p>{st('refunds.batches.none')}</p>}
      {!!batches.data?.batches.length && (
        <div className="efile-table-scroll">
          <table className="usa-table usa-table--borderless usa-table--compact" data-testid="refund-batches">
            <caption>{st('refunds.batches.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{st('refunds.batches.id')}</th>
                <th scope="col">{st('refunds.batches.issuedOn')}</th>
                <th scope="col">{st('refunds.batches.by')}</th>
                <th scope="col" className="text-right">
                  {st('refunds.batches.claims')}
                </th>
                <th scope="col" className="text-right">
                  {st('refunds.batches.total')}
                </th>
                <th scope="col">{st('refunds.batches.files')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.batches.map((b) => (
                <tr key={b.id}>
                  <th scope="row">{b.id}</th>
                  <td>{longDate(b.issuedOn)}</td>
                  <td>{b.createdBy}</td>
                  <td className="text-right">{b.claims}</td>
                  <td className="efile-money">{formatCents(b.totalCents)}</td>
                  <td>
                    {(['nacha', 'ap'] as const).map((file) => (
                      <button
                        key={file}
                        type="button"
                        className="usa-button usa-button--unstyled margin-right-2"
                        aria-label={st(
                          file === 'nacha' ? 'refunds.batches.nachaLabel' : 'refunds.batches.apLabel',
                          {
                            id: b.id,
                          },
                        )}
                        onClick={() => void download(b.id, file)}
                      >
                        {st(`refunds.batches.${file}`)}
                      </button>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
