import { useEffect, useRef, type ReactNode, type Ref } from 'react';
import { QUEUE_VIEWS, type QueueAge, type QueueView } from '@efile/contracts';
import { Alert, Spinner } from '../../../ui/alert';
import { st } from '../../i18n';
import { dayText } from './use-queue';

/**
 * A row's age and due-by day, in words (issue 28 item 3): "3 days", "due by Mar 9, 2026", and
 * "Past due" written out, never only a colour.
 */
export function AgeCell({ age }: { age: QueueAge }) {
  const days =
    age.ageDays === 0
      ? st('queues.age.today')
      : age.ageDays === 1
        ? st('queues.age.oneDay')
        : st('queues.age.days', { count: age.ageDays });
  return (
    <>
      <span className="display-block">{days}</span>
      {age.overdue ? (
        <strong className="display-block text-secondary-dark" data-testid="past-due">
          {st('queues.age.pastDue', { date: dayText(age.dueBy) })}
        </strong>
      ) : (
        <span className="display-block text-base-dark">
          {st('queues.age.dueBy', { date: dayText(age.dueBy) })}
        </span>
      )}
    </>
  );
}

/** How many rows are shown of how many the view holds (the server's total). */
export function ShownOf({
  shown,
  total,
  ref,
}: {
  shown: number;
  total: number | null;
  ref?: Ref<HTMLParagraphElement>;
}) {
  if (total === null) return null;
  return (
    <p className="margin-y-1" data-testid="queue-count" tabIndex={-1} ref={ref}>
      {st('queues.shownOf', { shown, total })}
    </p>
  );
}

/** A queue's state around its rows: loading, an error, nothing waiting, "show more". */
export function QueueFrame({
  items,
  total = null,
  error,
  next,
  onMore,
  children,
}: {
  items: readonly unknown[] | null;
  total?: number | null;
  error: string | null;
  next: string | null;
  onMore: () => Promise<void>;
  children: ReactNode;
}) {
  const count = useRef<HTMLParagraphElement>(null);
  // "Show more" leaves once the last page is in: the focus goes to the count, not the page's top —
  // after the render that shows the page (a frame after the answer could come before it).
  const moreAsked = useRef(false);
  useEffect(() => {
    if (!moreAsked.current) return;
    moreAsked.current = false;
    if (next === null) count.current?.focus();
  }, [next, items]);
  const showMore = async () => {
    moreAsked.current = true;
    await onMore();
  };
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
      {items && items.length > 0 && <ShownOf shown={items.length} total={total} ref={count} />}
      {next && (
        <button type="button" className="usa-button usa-button--outline" onClick={() => void showMore()}>
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

/**
 * The last action's outcome: what it did, or the problem it met. It takes the focus when it
 * changes (issue 28 item 8): after an approval, an assignment or a move the keyboard stays where
 * the work is, at the message that says what happened, not at the top of the page.
 */
export function Outcome({ done, error }: { done: string | null; error: string | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (done || error) box.current?.focus();
  }, [done, error]);
  return (
    <div ref={box} tabIndex={-1} data-testid="queue-outcome" className="efile-outcome">
      <Done message={done} />
      {error && (
        <Alert type="error" slim>
          <p className="margin-0">{error}</p>
        </Alert>
      )}
    </div>
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
    total: number | null;
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
      <QueueFrame
        items={queue.items}
        total={queue.total}
        error={queue.error}
        next={queue.next}
        onMore={queue.more}
      >
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

/** A choice of the queue's view or status, applied as soon as it is chosen. */
export function Choice<V extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
}) {
  return (
    <div className="usa-form-group tablet:grid-col-4">
      <label className="usa-label" htmlFor={id}>
        {label}
      </label>
      <select
        className="usa-select"
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Every item, mine or nobody's (issue 28 item 3): the same three views on each queue that assigns. */
export function ViewChoice({
  id,
  value,
  onChange,
}: {
  id: string;
  value: QueueView;
  onChange: (view: QueueView) => void;
}) {
  return (
    <Choice
      id={id}
      label={st('queues.view')}
      value={value}
      options={QUEUE_VIEWS.map((v) => ({ value: v, label: st(`queues.views.${v}`) }))}
      onChange={onChange}
    />
  );
}

/**
 * Who has a row's item ("You", a username, "Nobody") and, for staff who act, "Assign to me" named
 * after the item (`item`: its confirmation number or payment reference).
 */
export function HolderCell({
  held,
  item,
  canAct,
  busy,
  onTake,
}: {
  held: { assignee: string | null; mine: boolean };
  item: string;
  canAct: boolean;
  busy: boolean;
  onTake: () => void;
}) {
  return (
    <>
      <span className="display-block">
        {held.mine ? st('queues.holder.you') : (held.assignee ?? st('queues.holder.nobody'))}
      </span>
      {canAct && !held.mine && (
        <button
          type="button"
          className="usa-button usa-button--unstyled"
          aria-label={st('queues.holder.takeLabel', { item })}
          disabled={busy}
          onClick={onTake}
        >
          {st('queues.holder.take')}
        </button>
      )}
    </>
  );
}
