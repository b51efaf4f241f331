import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../i18n';

/** Spec §5: asks before losing what is typed (OK leaves, Cancel stays). */
export function confirmLeave(): boolean {
  return window.confirm(t('guards.unsavedChanges'));
}

/**
 * Spec §5 unsaved-changes guard: while `dirty`, leaving the page inside the app asks with the
 * spec's text, and closing or reloading the tab asks with the browser's own prompt.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (confirmLeave()) blocker.proceed();
    else blocker.reset();
  }, [blocker]);
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);
}
