import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Link } from 'react-router';
import {
  paths,
  UNDER_MINIMUM_AGE,
  type AgeQuestion,
  type EligibilityAnswers,
  type QuestionnaireResult,
} from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import type { StepError } from '../../ui/form-steps';
import { useSchemaForm } from '../../ui/schema-form';
import { answerQuestions } from './api';
import { questionsAsked, type Question } from './interview';

type Answers = Partial<Record<Question, boolean>>;

/** What a question step reads of the return's context (flow.tsx). */
export interface QuestionContext {
  answers: Answers;
  setAnswer: (question: Question, value: boolean) => void;
  /** The tax year asked about, and whether the age question is asked (the agency holds no birth date). */
  age: AgeQuestion;
  refresh: () => Promise<void>;
}

/** The question's words (the age question names the tax year). */
export const questionText = (q: Question, taxYear: number) =>
  q === 'under18AtYearEnd'
    ? t('annualReturn.under18Question', { year: taxYear })
    : t(`annualReturn.questions.${q}`);

/**
 * One question of the eligibility questionnaire on its own page (each "yes" is a reason to file
 * on paper, spec §1), a step of the flow on the one form hook; an unanswered question is named
 * in its error. The last question sends
 * every answer: the server creates the draft, or says why the return must be filed on paper.
 */
export function QuestionStep({
  question,
  context,
  next,
  showErrors,
}: {
  question: Question;
  context: QuestionContext;
  next: () => void;
  showErrors: (errors: readonly StepError[]) => void;
}) {
  const [paper, setPaper] = useState<QuestionnaireResult['reasons'] | null>(null);
  const questions = questionsAsked(context.age.asked);
  const number = questions.indexOf(question) + 1;
  const last = number === questions.length;
  const text = questionText(question, context.age.taxYear);
  // The server's own check of this question (`eligibilityAnswers`), its message naming the question.
  const unanswered = t('annualReturn.answerQuestion', { question: text });
  const step = useSchemaForm<Answers, Answers, QuestionnaireResult | null>({
    schema: z.object({ [question]: z.boolean(unanswered) }),
    defaultValues: { [question]: context.answers[question] },
    ids: (path) => `${path}-yes`,
    report: showErrors,
    // Each answer is kept as it is given; the last question sends them all.
    send: async (valid) => {
      const answer = valid[question]!;
      context.setAnswer(question, answer);
      if (!last) return null;
      const all: Answers = { ...context.answers, [question]: answer };
      return answerQuestions(Object.fromEntries(questions.map((q) => [q, all[q]])) as EligibilityAnswers);
    },
    onSent: async (result) => {
      if (result && !result.eligible) return setPaper(result.reasons);
      if (result) await context.refresh();
      next();
    },
  });
  const value = useWatch({ control: step.form.control, name: question });
  const message = step.form.formState.errors[question]?.message;

  if (paper?.[0]?.code === UNDER_MINIMUM_AGE) {
    return (
      <>
        <Alert type="info" heading={t('annualReturn.exemptByAgeHeading', { year: context.age.taxYear })}>
          <p className="margin-0">{paper[0].text}</p>
        </Alert>
        <p className="margin-top-3">
          <Link className="usa-button" to={paths.exemption}>
            {t('annualReturn.toExemption')}
          </Link>
        </p>
        <p>
          <Link to={paths.dashboard}>{t('annualReturn.toDashboard')}</Link>
        </p>
      </>
    );
  }
  if (paper) {
    return (
      <>
        <Alert type="warning" heading={t('annualReturn.paperHeading')}>
          <ul className="margin-0">
            {paper.map((r) => (
              <li key={r.code}>{r.text}</li>
            ))}
          </ul>
        </Alert>
        <p className="margin-top-3">
          <Link to={paths.dashboard}>{t('annualReturn.toDashboard')}</Link>
        </p>
      </>
    );
  }
  const errorId = `${question}-error`;
  return (
    <form className="usa-form usa-form--large" noValidate onSubmit={step.onSubmit}>
      {number === 1 && <p>{t('annualReturn.questionnaireIntro')}</p>}
      {step.failure && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(step.failure)}</p>
        </Alert>
      )}
      <fieldset
        className={`usa-fieldset${message ? ' usa-form-group usa-form-group--error' : ''}`}
        disabled={step.busy}
        aria-describedby={`${question}-counter`}
      >
        <legend className="usa-legend usa-legend--large">{text}</legend>
        <p className="usa-hint margin-top-1" id={`${question}-counter`}>
          {t('annualReturn.questionCounter', { n: number, total: questions.length })}
        </p>
        {message && (
          <span className="usa-error-message" id={errorId}>
            {message}
          </span>
        )}
        {([true, false] as const).map((option) => {
          const id = `${question}-${option ? 'yes' : 'no'}`;
          return (
            <div className="usa-radio" key={id}>
              <input
                className="usa-radio__input"
                id={id}
                type="radio"
                name={question}
                checked={value === option}
                aria-describedby={message ? errorId : undefined}
                onChange={() =>
                  step.form.setValue(question, option, { shouldValidate: step.form.formState.isSubmitted })
                }
              />
              <label className="usa-radio__label" htmlFor={id}>
                {option ? t('annualReturn.yes') : t('annualReturn.no')}
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="usa-button margin-top-3" disabled={step.busy}>
        {t('annualReturn.next')}
      </button>
    </form>
  );
}
