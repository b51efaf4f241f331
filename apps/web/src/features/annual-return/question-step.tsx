import { useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import {
  eligibilityAnswers,
  paths,
  UNDER_MINIMUM_AGE,
  type AgeQuestion,
  type EligibilityAnswers,
  type QuestionnaireResult,
} from '@efile/contracts';
import { t } from '../../i18n';
import { problemMessage } from '../../lib/problem-message';
import { Alert } from '../../ui/alert';
import { fieldErrorsOf, placeServerErrors, type StepError } from '../../ui/form-steps';
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
 * on paper, spec §1). Validated by react-hook-form with the server's own schema for that question
 * (`eligibilityAnswers`); an unanswered question is named in its error. The last question sends
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
  const schema = eligibilityAnswers.pick({ [question]: true } as Record<Question, true>).required();
  const { handleSubmit, setValue, control, setError, formState } = useForm<Answers, unknown, Answers>({
    resolver: zodResolver(schema) as Resolver<Answers, unknown, Answers>,
    defaultValues: { [question]: context.answers[question] },
    shouldFocusError: false,
  });
  const value = useWatch({ control, name: question });
  const text = questionText(question, context.age.taxYear);
  const error = formState.errors[question];
  const message = !error
    ? undefined
    : error.type === 'server' && error.message
      ? error.message
      : t('annualReturn.answerQuestion', { question: text });
  const send = useMutation({
    mutationFn: answerQuestions,
    onSuccess: async (result) => {
      if (!result.eligible) return setPaper(result.reasons);
      await context.refresh();
      next();
    },
    onError: (failed) => {
      // The server's messages by request path: each names its question (on this page or before).
      const placed = placeServerErrors(failed, setError);
      if (placed) {
        showErrors(
          Object.entries(placed).map(([q, m]) => ({
            fieldId: `${q}-yes`,
            message:
              m ??
              t('annualReturn.answerQuestion', {
                question: questionText(q as Question, context.age.taxYear),
              }),
          })),
        );
      }
    },
  });
  const submit = handleSubmit(
    (valid) => {
      const answer = valid[question]!;
      showErrors([]);
      context.setAnswer(question, answer);
      if (!last) return next();
      const all: Answers = { ...context.answers, [question]: answer };
      send.mutate(Object.fromEntries(questions.map((q) => [q, all[q]])) as EligibilityAnswers);
    },
    () =>
      showErrors([
        { fieldId: `${question}-yes`, message: t('annualReturn.answerQuestion', { question: text }) },
      ]),
  );

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
    <form className="usa-form usa-form--large" noValidate onSubmit={(e) => void submit(e)}>
      {number === 1 && <p>{t('annualReturn.questionnaireIntro')}</p>}
      {send.isError && !fieldErrorsOf(send.error) && (
        <Alert type="error">
          <p className="margin-0">{problemMessage(send.error)}</p>
        </Alert>
      )}
      <fieldset
        className={`usa-fieldset${message ? ' usa-form-group usa-form-group--error' : ''}`}
        disabled={send.isPending}
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
                onChange={() => setValue(question, option, { shouldValidate: formState.isSubmitted })}
              />
              <label className="usa-radio__label" htmlFor={id}>
                {option ? t('annualReturn.yes') : t('annualReturn.no')}
              </label>
            </div>
          );
        })}
      </fieldset>
      <button type="submit" className="usa-button margin-top-3" disabled={send.isPending}>
        {t('annualReturn.next')}
      </button>
    </form>
  );
}
