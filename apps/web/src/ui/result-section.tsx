import { useEffect, useRef, type ReactNode } from 'react';

/**
 * The figures a form's Calculate returns, under their heading. Shown after Calculate (`focus`),
 * the heading takes focus so the result is announced and the keyboard continues from it, instead
 * of focus falling to the page (issue 14 item 3). Shown on a filed form, it stays put.
 */
export function ResultSection({
  id,
  heading,
  focus = false,
  children,
}: {
  id: string;
  heading: string;
  focus?: boolean;
  children: ReactNode;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <section aria-labelledby={id} className="margin-top-4">
      <h2 id={id} ref={ref} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
