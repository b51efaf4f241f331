import type { ReactNode } from 'react';
import { Alert, Spinner } from '../../../ui/alert';
import { st } from '../../i18n';

/** A queue's state around its rows: loading, an error, nothing waiting, "show more". */
export function QueueFrame({
  items,
  error,
  next,
  onMore,
  children,
}: {
  items: readonly unknown[] | null;
  error: string | null;
  next: string | null;
  onMore: () => void;
  children: ReactNode;
}) {
  return (
    <>
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
      {items === null && !error && <Spinner label={st('console.loading')} />}
      {items?.length === 0 && <p data-testid="queue-empty">{st('queues.empty')}</p>}
      {items && items.length > 0 && children}
      {next && (
        <button type="button" className="usa-button usa-button--outline" onClick={onMore}>
          {st('queues.loadMore')}
        </button>
      )}
    </>
  );
}

/** What the last action did, announced. */
export function Done({ message }: { message: string | null }) {
  return message ? (
    <Alert type="success" slim>
      <p className="margin-0">{message}</p>
    </Alert>
  ) : null;
}

/** The last action's outcome: what it did, or the problem it met. */
export function Outcome({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      <Done message={done} />
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
    </>
  );
}

/**
 * A queue shown as a stacked USWDS table under the last action's outcome: `columns` are the
 * header texts (a false entry is left out), `children` the body's rows.
 */
export function QueueTable({
  queue,
  caption,
  columns,
  done,
  error,
  children,
}: {
  queue: {
    items: readonly unknown[] | null;
    error: string | null;
    next: string | null;
    more: () => Promise<void>;
  };
  caption: string;
  columns: readonly (string | false)[];
  done: string | null;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <>
      <Outcome done={done} error={error} />
      <QueueFrame items={queue.items} error={queue.error} next={queue.next} onMore={() => void queue.more()}>
        <div className="efile-table-scroll">
          <table className="usa-table usa-table--borderless usa-table--stacked width-full">
            <caption>{caption}</caption>
            <thead>
              <tr>
                {columns.map(
                  (column) =>
                    column !== false && (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ),
                )}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      </QueueFrame>
    </>
  );
}
