import { useCallback, useEffect, useRef, useState } from 'react';
import { staffMay } from '@efile/contracts';
import { useStaffSession } from '../../lib/session';
import { staffProblemMessage } from '../../lib/api';

interface Page<T> {
  items: T[];
  nextCursor: string | null;
  total: number;
}

/**
 * One queue's rows, page by page (ADR 0037): the first page on open and whenever `key` (the
 * filters) changes, "show more" for the next, `reload` after an action. `load` may change
 * identity on every render; the latest is used.
 */
export function useQueue<T>(load: (cursor?: string) => Promise<Page<T>>, key: string) {
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const [shown, setShown] = useState<{ key: string; items: T[]; next: string | null; total: number } | null>(
    null,
  );
  const [error, setError] = useState<string | null>(null);

  const first = useCallback(async (forKey: string, work: (cursor?: string) => Promise<Page<T>>) => {
    try {
      const page = await work();
      setShown({ key: forKey, items: page.items, next: page.nextCursor, total: page.total });
      setError(null);
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  }, []);

  useEffect(() => {
    let live = true;
    loader.current().then(
      (page) => {
        if (!live) return;
        setShown({ key, items: page.items, next: page.nextCursor, total: page.total });
        setError(null);
      },
      (caught: unknown) => {
        if (live) setError(staffProblemMessage(caught));
      },
    );
    return () => {
      live = false;
    };
  }, [key]);

  const current = shown?.key === key ? shown : null;
  const more = async () => {
    if (!current?.next) return;
    try {
      const page = await loader.current(current.next);
      setShown({ key, items: [...current.items, ...page.items], next: page.nextCursor, total: page.total });
    } catch (caught) {
      setError(staffProblemMessage(caught));
    }
  };
  /**
   * Changes shown rows in place, without reading the queue again: a row acted on stays in the view
   * the clerk is on (issue 28: "Assign to me" hid the message from the default view).
   */
  const patch = (change: (item: T) => T) =>
    setShown((was) => (was ? { ...was, items: was.items.map(change) } : was));
  return {
    items: current?.items ?? null,
    next: current?.next ?? null,
    total: current?.total ?? null,
    error,
    reload: () => first(key, loader.current),
    more,
    patch,
  };
}

/**
 * A queue page's actions: `act` clears the last outcome, runs `work`, announces `message` (or the
 * message made from what `work` returned), calls `onDone` and reloads the queue; a problem is
 * shown instead. It resolves to whether the action succeeded.
 */
export function useQueueAction(queue: { reload: () => Promise<unknown> }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const act = async <R>(
    work: () => Promise<R>,
    message: string | ((result: R) => string),
    onDone?: (result: R) => void,
    { reload = true }: { reload?: boolean } = {},
  ): Promise<boolean> => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      const result = await work();
      setDone(typeof message === 'function' ? message(result) : message);
      onDone?.(result);
      if (reload) await queue.reload();
      return true;
    } catch (caught) {
      setError(staffProblemMessage(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };
  /**
   * After a row's form (on the form hook, which shows its own failure and field errors) sent its
   * request: the outcome announced, `onDone`, and the queue again.
   */
  const sent = async (message: string, onDone?: () => void) => {
    setError(null);
    setDone(message);
    onDone?.();
    await queue.reload();
  };
  return { done, error, setError, busy, act, sent };
}

/** Whether the signed-in member of staff may act on a queue (the auditor only reads). */
export function useCanAct(): boolean {
  const session = useStaffSession();
  return session !== null && staffMay(session.staff.role, 'act');
}

/** Days and times as staff read them, in the agency's time zone (one place: staff/ui/when.ts). */
export { dayText, when } from '../../ui/when';
