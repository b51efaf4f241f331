import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { QueueCount } from '@efile/contracts';
import { Alert } from '../../../ui/alert';
import { st, type StaffMessageKey } from '../../i18n';
import { staffProblemMessage } from '../../lib/api';
import { summary } from '../queues/api';
import { queuePaths } from '../queues/paths';

/** A count, or words where the queue's items are not assigned to anyone. */
function Count({ value }: { value: number | null }) {
  return value === null ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="usa-sr-only">{st('console.home.queues.notAssigned')}</span>
    </>
  ) : (
    <>{value}</>
  );
}

/**
 * The work waiting in each queue (issue 28 item 3): what is still to work, nobody's, the signed-in
 * member of staff's, and what is past its service level — each queue's name a link to it.
 */
export function QueueCounts() {
  const [queues, setQueues] = useState<QueueCount[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    summary().then(
      (answer) => live && setQueues(answer.queues),
      (caught: unknown) => live && setError(staffProblemMessage(caught)),
    );
    return () => {
      live = false;
    };
  }, []);
  if (error)
    return (
      <Alert type="error" slim>
        <p className="margin-0">{error}</p>
      </Alert>
    );
  if (!queues) return null;
  const h = (key: string) => st(`console.home.queues.${key}` as StaffMessageKey);
  return (
    <section aria-labelledby="queue-counts-heading">
      <h2 id="queue-counts-heading">{h('heading')}</h2>
      <div className="efile-table-scroll">
        <table className="usa-table usa-table--borderless" data-testid="queue-counts">
          <caption className="usa-sr-only">{h('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{h('queue')}</th>
              <th scope="col">{h('open')}</th>
              <th scope="col">{h('unassigned')}</th>
              <th scope="col">{h('mine')}</th>
              <th scope="col">{h('overdue')}</th>
              <th scope="col">{h('serviceLevel')}</th>
            </tr>
          </thead>
          <tbody>
            {queues.map((q) => (
              <tr key={q.queue} data-queue={q.queue}>
                <th scope="row">
                  <Link to={queuePaths[q.queue]}>{st(`queues.${q.queue}.title` as StaffMessageKey)}</Link>
                </th>
                <td data-label={h('open')}>{q.open}</td>
                <td data-label={h('unassigned')}>
                  <Count value={q.unassigned} />
                </td>
                <td data-label={h('mine')}>
                  <Count value={q.mine} />
                </td>
                <td data-label={h('overdue')}>{q.overdue > 0 ? <strong>{q.overdue}</strong> : q.overdue}</td>
                <td data-label={h('serviceLevel')}>
                  {st('console.home.queues.businessDays', { count: q.serviceDays })}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
