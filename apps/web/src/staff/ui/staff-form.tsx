import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import {
  SchemaForm,
  useSchemaForm,
  type SchemaFormOptions,
  type SchemaFormState,
} from '../../ui/schema-form';
import { st } from '../i18n';
import { staffProblemMessage } from '../lib/api';
import { Alert } from '../../ui/alert';

/**
 * A console form on the one form hook (issue 25 item 2): `useSchemaForm` with the console's words
 * for an amount that is not one ("Enter an amount in dollars and cents, like 1,250.00.").
 */
export function useStaffForm<V extends FieldValues, Request = unknown, Result = unknown>(
  options: SchemaFormOptions<V, Request, Result>,
) {
  return useSchemaForm<V, Request, Result>({ amountMessage: () => st('mailroom.invalidAmount'), ...options });
}

/** `SchemaForm` with the console's error summary words, and a failure not about a field above it. */
export function StaffForm<V extends FieldValues>({
  state,
  className = 'usa-form',
  testId,
  children,
}: {
  state: SchemaFormState<V> & { failure?: Error | null };
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <SchemaForm
      state={state}
      className={className}
      texts={{ heading: st('console.form.errorHeading'), intro: st('console.form.errorIntro') }}
      {...(testId ? { testId } : {})}
    >
      {state.failure && <FailureAlert error={state.failure} />}
      {children}
    </SchemaForm>
  );
}

/** A call's failure in words (the server's, or the console's generic sentence). */
export function FailureAlert({ error, children }: { error: unknown; children?: ReactNode }) {
  return (
    <Alert type="error" slim>
      <p className="margin-0">{children ?? staffProblemMessage(error)}</p>
    </Alert>
  );
}
