import type { ReactNode } from 'react';

type AlertType = 'info' | 'success' | 'warning' | 'error';

/** A USWDS alert. Errors and warnings are announced (role=alert); others are status. */
export function Alert({
  type,
  heading,
  children,
  slim = false,
  headingLevel: H = 'h2',
}: {
  type: AlertType;
  heading?: string;
  children?: ReactNode;
  slim?: boolean;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div
      className={`usa-alert usa-alert--${type}${slim ? ' usa-alert--slim' : ''}`}
      role={type === 'error' || type === 'warning' ? 'alert' : 'status'}
    >
      <div className="usa-alert__body">
        {heading && <H className="usa-alert__heading">{heading}</H>}
        {children && <div className="usa-alert__text">{children}</div>}
      </div>
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return <span className="efile-spinner" role="status" aria-label={label} />;
}
