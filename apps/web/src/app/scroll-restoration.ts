import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { scrollToAnchor } from '../lib/anchor';

/**
 * Where each history entry was last scrolled to, by the router's location key; kept in
 * sessionStorage when the document is left (a reload, the payment provider) so Back still finds it.
 */
const STORAGE_KEY = 'efile_scroll';
const positions = new Map<string, number>(readPositions());

function readPositions(): [string, number][] {
  try {
    const saved: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(saved) ? (saved as [string, number][]) : [];
  } catch {
    return [];
  }
}

/** How long a restoration or an anchor waits for lazily loaded content before giving up. */
const PATIENCE_MS = 5000;

/** Events that mean the person is moving the page themselves: stop moving it for them. */
const TAKE_OVER = ['wheel', 'touchmove', 'keydown', 'mousedown'] as const;

/**
 * Retries `attempt` whenever the page's content changes (a lazy page, data arriving) until it
 * reports success, the person scrolls themselves, or PATIENCE_MS pass. Returns the canceller.
 */
function untilSettled(attempt: () => boolean): () => void {
  if (attempt()) return () => {};
  const observer = new MutationObserver(() => {
    if (attempt()) stop();
  });
  const timer = window.setTimeout(() => stop(), PATIENCE_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
    for (const name of TAKE_OVER) window.removeEventListener(name, stop);
  }
  observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  for (const name of TAKE_OVER) window.addEventListener(name, stop, { passive: true });
  return stop;
}

/** Scrolls to `top`; true once the page was tall enough to get there. */
function scrollToTop(top: number): boolean {
  window.scrollTo(0, top);
  return Math.abs(window.scrollY - top) < 2;
}

/**
 * Spec §2 "Anchor scrolling and scroll restoration are on, with a scroll offset of 170":
 * - Back and Forward return each page to where it was scrolled, once its content is there
 *   (pages and their data load lazily, so the page may be short at first);
 * - a link with a fragment scrolls its target to 170 px below the top, once it exists;
 * - any other new page starts at the top.
 * The page's heading takes focus without scrolling (`PageHeading`), so it does not undo this.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { key, hash } = location;

  // Remember where the current entry is scrolled to, as the person scrolls. The entry's key
  // changes in the layout phase, before the browser reports any scroll of the new page.
  const current = useRef(key);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const record = () => positions.set(current.current, window.scrollY);
    // A reload right after a scroll comes before the browser reports that scroll: record it here.
    const keep = () => {
      record();
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keep);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keep);
    };
  }, []);

  useLayoutEffect(() => {
    current.current = key;
    const saved = positions.get(key);
    if (navigationType === 'POP' && saved !== undefined) return untilSettled(() => scrollToTop(saved));
    if (hash) return untilSettled(() => scrollToAnchor(decodeURIComponent(hash.slice(1))) !== null);
    window.scrollTo(0, 0);
    return undefined;
  }, [key, hash, navigationType]);
}
