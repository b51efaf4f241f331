import type { ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, UnsavedChangesGuard } from '../form-steps';
import type { Summary } from './use-schema-form';

/**
 * The frame of a schema form without its own `<form>` (a computed form files from outside it):
 * the error summary above, the fields given the form, the unsaved-changes guard when asked.
 */
export function FormFrame<V extends FieldValues>({
  state,
  guard = false,
  children,
}: {
  state: { form: UseFormReturn<V>; summary: Summary; unsaved: boolean };
  /** Leaving with something typed and not sent asks first (spec §5). */
  guard?: boolean;
  children: ReactNode;
}) {
  return (
    <FormProvider {...state.form}>
      <ErrorSummary errors={state.summary.list} attempt={state.summary.attempt} />
      {children}
      {guard && <UnsavedChangesGuard when={state.unsaved} />}
    </FormProvider>
  );
}

/** A schema form (`useSchemaForm`): the frame and its `<form>`, submitted by the hook. */
export function SchemaForm<V extends FieldValues>({
  state,
  guard = false,
  className = 'usa-form usa-form--large',
  children,
}: {
  state: { form: UseFormReturn<V>; summary: Summary; unsaved: boolean; onSubmit: (event?: never) => void };
  guard?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormFrame state={state} guard={guard}>
      <form className={className} noValidate onSubmit={state.onSubmit as never}>
        {children}
      </form>
    </FormFrame>
  );
}
