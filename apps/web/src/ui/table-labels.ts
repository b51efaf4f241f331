import { useEffect, type RefObject } from 'react';

type Labeler = (root: ParentNode) => void;
let labeler: Labeler | undefined;

/**
 * Keeps the tables under `ref` labelled as screens draw and redraw them (`table-cell-labels.ts`,
 * loaded with the first table drawn: the landing page's first visit has none).
 */
export function useTableCellLabels(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    let frame = 0;
    let stopped = false;
    const label = () => {
      if (labeler) labeler(root);
      else if (root.querySelector('table.usa-table'))
        void import('./table-cell-labels').then((m) => {
          labeler = m.labelTableCells;
          if (!stopped) labeler(root);
        });
    };
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        label();
      });
    };
    label();
    // Attributes are not watched: the labels written here do not wake the observer again.
    const observer = new MutationObserver(schedule);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => {
      stopped = true;
      observer.disconnect();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ref]);
}
