import { useEffect, useRef, type MouseEvent } from 'react';
import { t } from '../../i18n';

/** One message of a failed step: the field it belongs to (its element id) and what to correct. */
export interface StepError {
  fieldId: string;
  message: string;
}

/**
 * The USWDS error summary at the top of a step after a failed submit: an error alert listing each
 * message as a link to its field. Its heading takes focus each time the step fails (`attempt`
 * changes), so the list is read out; a link moves focus to the field (no router navigation).
 */
export function ErrorSummary({
  errors,
  attempt,
  heading: headingText,
  intro,
}: {
  errors: readonly StepError[];
  attempt: number;
  /** Another bundle's words (the console's catalogue); default the taxpayer catalogue's. */
  heading?: string;
  intro?: string;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (attempt > 0) heading.current?.focus();
  }, [attempt]);
  if (errors.length === 0) return null;
  const follow = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    const field = document.getElementById(fieldId);
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    field.scrollIntoView({ block: 'center' });
  };
  return (
    <div className="usa-alert usa-alert--error margin-y-3" data-testid="error-summary">
      <div className="usa-alert__body">
        <h3 className="usa-alert__heading" ref={heading} tabIndex={-1}>
          {headingText ?? t('formSteps.errorHeading')}
        </h3>
        <p className="usa-alert__text">{intro ?? t('formSteps.errorIntro')}</p>
        <ul className="usa-list">
          {errors.map((error) => (
            <li key={`${error.fieldId}:${error.message}`}>
              <a href={`#${error.fieldId}`} onClick={(event) => follow(event, error.fieldId)}>
                {error.message}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
