import type { Ref } from 'react';
import { t } from '../../i18n';

/**
 * The USWDS step indicator with counters: every step's title, the completed ones marked, and the
 * current step's heading "Step N of M: title" (the counter drawn by USWDS, the words read in order).
 * The heading is the step's own heading: the engine focuses it on arriving at a step.
 */
export function StepIndicator({
  titles,
  current,
  headingRef,
}: {
  titles: readonly string[];
  current: number;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <div className="usa-step-indicator usa-step-indicator--counters margin-top-3">
      <ol className="usa-step-indicator__segments" aria-label={t('formSteps.progress')}>
        {titles.map((title, i) => (
          <li
            key={title}
            className={`usa-step-indicator__segment${
              i < current
                ? ' usa-step-indicator__segment--complete'
                : i === current
                  ? ' usa-step-indicator__segment--current'
                  : ''
            }`}
            aria-current={i === current ? 'step' : undefined}
          >
            <span className="usa-step-indicator__segment-label">
              {title}
              {i !== current && (
                <span className="usa-sr-only">
                  {' '}
                  {i < current ? t('formSteps.completed') : t('formSteps.notCompleted')}
                </span>
              )}
            </span>
          </li>
        ))}
      </ol>
      <div className="usa-step-indicator__header">
        <h2
          className="usa-step-indicator__heading"
          ref={headingRef}
          tabIndex={-1}
          // The counter's parts are read as one phrase (screen readers split the styled spans).
          aria-label={t('formSteps.heading', {
            n: current + 1,
            total: titles.length,
            title: titles[current] ?? '',
          })}
        >
          <span className="usa-step-indicator__heading-counter">
            <span className="usa-sr-only">{t('formSteps.step')}</span>{' '}
            <span className="usa-step-indicator__current-step">{current + 1}</span>{' '}
            <span className="usa-step-indicator__total-steps">
              {t('formSteps.ofTotal', { total: titles.length })}
            </span>
          </span>
          <span className="usa-sr-only">:</span>{' '}
          <span className="usa-step-indicator__heading-text">{titles[current]}</span>
        </h2>
      </div>
    </div>
  );
}
