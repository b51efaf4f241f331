import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { TaxpayerDisplayMode } from '@efile/contracts';
import { ApiError } from '../lib/http';
import { serverMessage } from '../lib/problem-message';
import { useTaxpayerInfo } from '../lib/taxpayer';
import { Alert } from './alert';
import { TaxpayerBlock } from './taxpayer-block';

/**
 * The two calls of a form the server computes (preview, then file) and the messages per field
 * either one answers with, so they land on the fields whose ids are the request's paths.
 */
export function useComputedForm<Request, Calculation, Filed>(
  calculate: (body: Request) => Promise<Calculation>,
  file: (body: Request) => Promise<Filed>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const onError = (error: Error) => {
    if (error instanceof ApiError && error.problem?.errors) setErrors(error.problem.errors);
  };
  const preview = useMutation({ mutationFn: calculate, onError });
  const filing = useMutation({ mutationFn: file, onError });
  return {
    errors,
    setErrors,
    preview,
    filing,
    busy: preview.isPending || filing.isPending,
    failure: preview.error ?? filing.error,
  };
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
