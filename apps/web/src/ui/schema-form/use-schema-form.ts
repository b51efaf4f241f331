import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type UseFormReturn,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StepError } from '../form-steps';
import { placeServerErrors } from '../form-steps/server-errors';
import { schemaResolver, summaryOf, type RequestOptions } from './resolver';

/** Whether the page shows a field for a request path (its element, by the form's ids). */
const shownOn =
  (idOf: (path: string) => string = (path) => path) =>
  (path: string): boolean =>
    typeof document === 'undefined' || document.getElementById(idOf(path)) !== null;

/** The error summary of a form: what it lists, and how many submits failed (focus follows each). */
export interface Summary {
  list: readonly StepError[];
  attempt: number;
}

/**
 * The error summary's state for a react-hook-form form: after a failed submit it lists the
 * messages as found (and its heading takes focus, once per failure); from then on it follows the
 * fields as they are corrected. Server field errors (problem+json `errors`) go on their fields.
 */
export function useErrorSummary<V extends FieldValues>(
  form: UseFormReturn<V>,
  /** A field's name by path, put in front of the server's lower-case messages ('is invalid'). */
  labels: Readonly<Record<string, string>> = {},
  /** A field's element id from its request path (several forms on one page); default the path. */
  idOf?: (path: string) => string,
) {
  const [found, setFound] = useState<{ list: readonly StepError[]; attempt: number; at: number }>({
    list: [],
    attempt: 0,
    at: 0,
  });
  const { errors, submitCount } = form.formState;
  /** Shows these messages; a non-empty list is one more failure (the heading takes focus). */
  const show = useCallback(
    (list: readonly StepError[]) =>
      setFound((s) => ({ list, attempt: list.length > 0 ? s.attempt + 1 : s.attempt, at: submitCount })),
    [submitCount],
  );
  const failed = (invalid: FieldErrors<V> | Record<string, string>, extra: readonly StepError[] = []) =>
    show([...summaryOf(invalid, '', idOf), ...extra]);
  /**
   * Places a server's field errors and lists them; false when the failure is not about the
   * fields this form shows (then the page says what went wrong instead of a dead summary link).
   */
  const placeServer = (error: unknown): boolean => {
    const placed = placeServerErrors(error, form.setError as never, labels, shownOn(idOf));
    if (placed) failed(placed);
    return placed !== null;
  };
  // The list as the failure found it (shown and focused in the same render), then the live one.
  const live = found.attempt > 0 && submitCount > found.at;
  const list = found.attempt === 0 ? [] : live ? summaryOf(errors, '', idOf) : found.list;
  return { summary: { list, attempt: found.attempt } as Summary, show, failed, placeServer };
}

export interface SchemaFormOptions<V extends FieldValues, Request, Result> extends RequestOptions<V> {
  /**
   * The contract's request schema: the same the server checks. A form with two submits (approve,
   * or refuse with a reason) gives `(values) => schema`, the one for what was chosen.
   */
  schema: z.ZodType | ((values: V) => z.ZodType);
  /** The empty form: the request's shape (amounts as typed text) and any boxes outside it. */
  defaultValues: V;
  /** Sends the checked request (its field errors come back onto the fields). */
  send: (request: Request) => Promise<Result>;
  onSent?: (result: Result, request: Request) => void;
  /** Ask before sending: a checked request waits in `pending` until `proceed()` (a dialog). */
  confirm?: boolean;
  /** Any failure of the send, after its field errors are placed (a page's own dialog, say). */
  onFailed?: (error: unknown) => void;
  /**
   * When the fields check themselves: on submit (default; then as they change), or from when a
   * field is first left (a form whose Submit waits until it is valid).
   */
  mode?: 'onSubmit' | 'onTouched';
  /**
   * After a failed submit: `summary` (default) lists the messages in the error summary, whose
   * heading takes focus; `field` — a small form inside a page or a table row, such as a reason
   * — shows each message under its field and moves focus to the first field to correct, so focus
   * stays next to what was acted on (issue 28 item 8).
   */
  focus?: 'summary' | 'field';
  /** A field's element id from its request path, when one page holds several forms (default: the path). */
  ids?: (path: string) => string;
  /**
   * A step of a flow (`FormSteps`): its messages go to the flow's error summary, which the step
   * is drawn under, instead of one of its own.
   */
  report?: (list: readonly StepError[], options?: { focus?: boolean }) => void;
}

/**
 * The one way to write a form (issue 25 item 2): react-hook-form holding what was typed, checked
 * by the server's zod schema (field ids are request paths), the USWDS error summary focused
 * after a failed submit, server errors placed by path, and the send as a mutation. A single-page
 * form is this; a flow is `FormSteps` whose steps use it.
 */
export function useSchemaForm<V extends FieldValues, Request = unknown, Result = unknown>({
  schema,
  defaultValues,
  send,
  onSent,
  onFailed,
  confirm = false,
  mode = 'onSubmit',
  focus = 'summary',
  ids,
  report,
  ...request
}: SchemaFormOptions<V, Request, Result>) {
  const form = useForm<V>({
    defaultValues: defaultValues as DefaultValues<V>,
    resolver: schemaResolver<V>(schema, request),
    shouldFocusError: false,
    mode,
  });
  const idOf = useCallback((path: string) => (ids ? ids(path) : path), [ids]);
  const summary = useErrorSummary(form, request.labels, idOf);
  // `field`: the first field to correct takes focus once its message is drawn (each failure).
  const [toFocus, setToFocus] = useState<{ id: string; attempt: number } | null>(null);
  useEffect(() => {
    if (toFocus) document.getElementById(toFocus.id)?.focus();
  }, [toFocus]);
  const focusFirst = (invalid: FieldErrors<V> | Record<string, string>) => {
    const first = summaryOf(invalid, '', idOf)[0];
    if (first) setToFocus((s) => ({ id: first.fieldId, attempt: (s?.attempt ?? 0) + 1 }));
  };
  const none = { list: [], attempt: 0 } as Summary;
  const place = (error: unknown) =>
    placeServerErrors(error, form.setError as never, request.labels, shownOn(idOf));
  const errors = report
    ? {
        summary: none,
        show: report,
        failed: (invalid: FieldErrors<V> | Record<string, string>) => report(summaryOf(invalid, '', idOf)),
        placeServer: (error: unknown) => {
          const placed = place(error);
          if (placed) report(summaryOf(placed, '', idOf));
          return placed !== null;
        },
      }
    : focus === 'summary'
      ? summary
      : {
          summary: none,
          show: (_list: readonly StepError[]) => undefined,
          failed: (invalid: FieldErrors<V> | Record<string, string>) => focusFirst(invalid),
          placeServer: (error: unknown) => {
            const placed = place(error);
            if (placed) focusFirst(placed);
            return placed !== null;
          },
        };
  // A failure the fields do not show (not about fields, or about fields of another step).
  const [unplaced, setUnplaced] = useState(false);
  const [pending, setPending] = useState<Request | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (result, body) => onSent?.(result, body),
    onError: (error) => {
      setUnplaced(!errors.placeServer(error));
      onFailed?.(error);
    },
  });
  // A flow's summary follows the fields as they are corrected, without moving focus (its own
  // summary does the same in `useErrorSummary`).
  const { errors: invalidNow, submitCount } = form.formState;
  const following = report && submitCount > 0 ? summaryOf(invalidNow, '', idOf) : null;
  const followed = following?.map((e) => `${e.fieldId}:${e.message}`).join('|');
  useEffect(() => {
    if (following) report?.(following, { focus: false });
    // `followed` stands for the list's content.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [followed, submitCount]);
  /** Checks and sends; resolves whether it was sent (a flow's Next saves the step first). */
  const trySubmit = () =>
    new Promise<boolean>((resolve) => {
      void form.handleSubmit(
        (body) => {
          errors.show([]);
          if (confirm) {
            setPending(body as unknown as Request);
            resolve(false);
          } else {
            mutation.mutateAsync(body as unknown as Request).then(
              () => resolve(true),
              () => resolve(false),
            );
          }
        },
        (invalid) => {
          errors.failed(invalid);
          resolve(false);
        },
      )();
    });
  const onSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    void trySubmit();
  };
  const failure = mutation.error && unplaced ? mutation.error : null;
  return {
    form,
    summary: errors.summary,
    mutation,
    busy: mutation.isPending,
    /** A failure not about fields (those are on the fields and in the summary). */
    failure,
    /** Typed and not sent: leaving asks first. */
    unsaved: form.formState.isDirty && !mutation.isSuccess,
    onSubmit,
    trySubmit,
    /** The checked request waiting for the person to confirm (with `confirm`). */
    pending,
    proceed: () => {
      if (pending !== null) mutation.mutate(pending);
      setPending(null);
    },
    cancel: () => setPending(null),
    /** Lists more messages (checks run outside the form) in the summary. */
    showErrors: errors.show,
    placeServer: errors.placeServer,
    /** A field's element id from its request path (the fields read it from `SchemaForm`). */
    idOf,
  };
}
