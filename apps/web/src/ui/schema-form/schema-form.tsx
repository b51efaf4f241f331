import { createContext, useContext, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { ErrorSummary, UnsavedChangesGuard } from '../form-steps';
import type { Summary } from './use-schema-form';

/** The error summary's words when the bundle is not the taxpayers' (the console's catalogue). */
export interface SummaryTexts {
  heading: string;
  intro: string;
}

const FieldIds = createContext<(path: string) => string>((path) => path);

/** A field's element id from its request path (the path, unless the form names its ids). */
export const useFieldId = (path: string): string => useContext(FieldIds)(path);

/**
 * The frame of a schema form without its own `<form>` (a computed form files from outside it):
 * the error summary above, the fields given the form, the unsaved-changes guard when asked.
 */
export function FormFrame<V extends FieldValues>({
  state,
  guard = false,
  texts,
  children,
}: {
  state: { form: UseFormReturn<V>; summary: Summary; unsaved: boolean; idOf?: (path: string) => string };
  /** Leaving with something typed and not sent asks first (spec §5). */
  guard?: boolean;
  texts?: SummaryTexts;
  children: ReactNode;
}) {
  return (
    <FormProvider {...state.form}>
      <FieldIds.Provider value={state.idOf ?? ((path) => path)}>
        <ErrorSummary
          errors={state.summary.list}
          attempt={state.summary.attempt}
          {...(texts ? { heading: texts.heading, intro: texts.intro } : {})}
        />
        {children}
        {guard && <UnsavedChangesGuard when={state.unsaved} />}
      </FieldIds.Provider>
    </FormProvider>
  );
}

/** What a schema form's frame reads of `useSchemaForm`'s state. */
export interface SchemaFormState<V extends FieldValues> {
  form: UseFormReturn<V>;
  summary: Summary;
  unsaved: boolean;
  onSubmit: (event?: never) => void;
  idOf?: (path: string) => string;
}

/** A schema form (`useSchemaForm`): the frame and its `<form>`, submitted by the hook. */
export function SchemaForm<V extends FieldValues>({
  state,
  guard = false,
  className = 'usa-form usa-form--large',
  texts,
  testId,
  children,
}: {
  state: SchemaFormState<V>;
  guard?: boolean;
  className?: string;
  texts?: SummaryTexts;
  /** The form's `data-testid`. */
  testId?: string;
  children: ReactNode;
}) {
  return (
    <FormFrame state={state} guard={guard} {...(texts ? { texts } : {})}>
      <form className={className} noValidate onSubmit={state.onSubmit as never} data-testid={testId}>
        {children}
      </form>
    </FormFrame>
  );
}
