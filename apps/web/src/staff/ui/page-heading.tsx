import { useEffect, useRef, type ReactNode } from 'react';
import { st } from '../i18n';

let firstPage = true;

/**
 * A console page's main heading: sets the document title and takes focus when the page opens
 * (not on the first page of a visit, so Tab reaches the skip link first), as the taxpayers' app.
 */
export function StaffPageHeading({ children, title }: { children: ReactNode; title?: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  const text = title ?? (typeof children === 'string' ? children : '');
  useEffect(() => {
    const suffix = st('console.titleSuffix');
    document.title = text ? `${text} | ${suffix}` : suffix;
    if (firstPage) {
      firstPage = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [text]);
  return (
    <h1 ref={ref} tabIndex={-1}>
      {children}
    </h1>
  );
}
