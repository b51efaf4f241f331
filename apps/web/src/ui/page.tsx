import { useEffect, useRef, type ReactNode } from 'react';
import { t } from '../i18n';
import { FilingFor } from './filing-for';

/** The first page of a visit keeps the browser's own focus (so Tab reaches the skip link first). */
let firstPage = true;

/**
 * The main heading of a page: sets the document title and takes focus when the page opens,
 * so screen-reader and keyboard users start at the new content after a route change. Focus does
 * not scroll (`preventScroll`): where the page stands is the scroll restoration's call (spec §2:
 * Back returns to where the person was; a new page starts at the top; anchors sit 170 px down).
 * Under it, a business user's pages name the business filed for (`FilingFor`).
 */
export function PageHeading({ children, title }: { children: ReactNode; title?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const text = title ?? (typeof children === 'string' ? children : '');
  useEffect(() => {
    document.title = text ? `${text} | ${t('app.titleSuffix')}` : t('app.titleSuffix');
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [text]);
  return (
    <>
      <h1 ref={ref} tabIndex={-1}>
        {children}
      </h1>
      <FilingFor />
    </>
  );
}
