import { FORMS } from '@efile/contracts';

/** A form's name as the registry gives it ("Individual Annual Return"); the id when it names none. */
export const formName = (id: string | null): string =>
  (id && FORMS.find((f) => f.id === id)?.name) || (id ?? '');
