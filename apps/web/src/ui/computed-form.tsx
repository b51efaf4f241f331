import { useEffect, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import type { TaxpayerDisplayMode } from '@efile/contracts';
import { ApiError } from '../lib/http';
import { serverMessage } from '../lib/problem-message';
import { useTaxpayerInfo } from '../lib/taxpayer';
import { Alert } from './alert';
import type { StepError } from './form-steps';
import { FormFrame, schemaResolver, useErrorSummary, type MoneyFields, type Summary } from './schema-form';
import { TaxpayerBlock } from './taxpayer-block';

/**
 * A form the server computes (issues 13 and 14), on the one form hook's parts (issue 25 item 2):
 * the inputs in react-hook-form checked with the server's request schema, Calculate (preview) and
 * File sending the same request, the USWDS error summary after a failed one (client or server
 * messages, each on its field whose id is the request path), the figures hidden again by any
 * change, and the unsaved-changes guard until it is filed. With `agreement`, File also needs the
 * agreement in lieu of signature checked (a box `agreement` outside the request; that message).
 */
export function useComputedForm<V extends FieldValues, Request, Calculation, Filed>({
  schema,
  money,
  defaultValues,
  calculate,
  file,
  agreement,
}: {
  schema: z.ZodType;
  money: MoneyFields;
  /** The empty form (its type is the form's: the request's shape, amounts as typed text). */
  defaultValues: V;
  calculate: (body: Request) => Promise<Calculation>;
  file: (body: Request) => Promise<Filed>;
  /** The message when File is pressed without the agreement box checked. */
  agreement?: string;
}) {
  const form = useForm<V>({
    defaultValues: (agreement ? { ...defaultValues, agreement: false } : defaultValues) as DefaultValues<V>,
    resolver: schemaResolver<V>(schema, {
      money,
      ...(agreement ? { request: ({ agreement: _box, ...request }: V) => request } : {}),
    }),
    shouldFocusError: false,
  });
  const errors = useErrorSummary(form);
  const onError = (error: Error) => void errors.placeServer(error);
  const preview = useMutation({ mutationFn: calculate, onError });
  const filing = useMutation({ mutationFn: file, onError });
  // Any change to what was previewed (a field, a row added or removed) hides the old figures.
  const resetPreview = preview.reset; // the observer's, stable
  useEffect(
    () =>
      form.subscribe({
        formState: { values: true },
        callback: ({ name }) => {
          if (name !== 'agreement') resetPreview();
        },
      }),
    [form, resetPreview],
  );

  /** File's own check: the agreement box, its message on it and in the summary. */
  const unsigned = (): StepError[] => {
    if (!agreement || form.getValues('agreement' as never)) return [];
    form.setError('agreement' as never, { type: 'check', message: agreement });
    return [{ fieldId: 'agreement', message: agreement }];
  };
  const submit = (send: (body: Request) => void, extra: () => StepError[] = () => []) =>
    form.handleSubmit(
      (body) => {
        const more = extra();
        errors.show(more);
        if (more.length === 0) send(body as unknown as Request);
      },
      (invalid) => errors.failed(invalid, extra()),
    );
  const failure = preview.error ?? filing.error;
  return {
    form,
    preview,
    filing,
    summary: errors.summary,
    busy: preview.isPending || filing.isPending,
    failure,
    /** Typed and not filed: leaving asks first (spec §5). */
    unsaved: form.formState.isDirty && !filing.isSuccess,
    /** Calculate: check, then preview. */
    onCalculate: submit((body) => preview.mutate(body)),
    /** File: check (and the agreement), then file. */
    onFile: submit((body) => filing.mutate(body), unsigned),
  };
}

/**
 * The frame of such a form: the error summary above it, the form's fields given the form (the
 * field components read it), and the unsaved-changes guard.
 */
export function ComputedForm<V extends FieldValues>({
  state,
  children,
}: {
  state: { form: UseFormReturn<V>; summary: Summary; unsaved: boolean };
  children: ReactNode;
}) {
  return (
    <FormFrame state={state} guard>
      {children}
    </FormFrame>
  );
}

/** The top of such a form: who files (taxpayer block), what it is, and a failure not tied to a field. */
export function FormIntro({
  mode,
  intro,
  failure,
  failedText,
}: {
  mode: TaxpayerDisplayMode;
  intro: string;
  failure: Error | null;
  failedText: string;
}) {
  const taxpayer = useTaxpayerInfo();
  return (
    <>
      <TaxpayerBlock
        info={taxpayer.data}
        loading={taxpayer.isPending}
        failed={taxpayer.isError}
        mode={mode}
      />
      <p>{intro}</p>
      {failure && !(failure instanceof ApiError && failure.problem?.errors) && (
        <Alert type="error">
          <p className="margin-0">{serverMessage(failure) ?? failedText}</p>
        </Alert>
      )}
    </>
  );
}

/** The File button under a previewed form. */
export function FileButton({
  busy,
  pending,
  label,
  pendingLabel,
  onFile,
}: {
  busy: boolean;
  pending: boolean;
  label: string;
  pendingLabel: string;
  onFile: () => void;
}) {
  return (
    <button type="button" className="usa-button margin-top-3" disabled={busy} onClick={onFile}>
      {pending ? pendingLabel : label}
    </button>
  );
}
