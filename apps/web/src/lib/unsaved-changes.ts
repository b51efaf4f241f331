import { t } from '../i18n';

/** Spec §5: asks before losing what is typed (OK leaves, Cancel stays). */
export function confirmLeave(): boolean {
  return window.confirm(t('guards.unsavedChanges'));
}
