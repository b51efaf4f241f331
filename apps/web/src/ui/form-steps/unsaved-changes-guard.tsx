import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { t } from '../../i18n';
import { Dialog } from '../dialog';

/**
 * Spec §5 unsaved-changes guard for a step: while `when`, any move inside the app (another step,
 * browser Back, another page) is held by the router's blocker and the spec's text is asked in a
 * modal (OK leaves, Cancel stays); closing or reloading the tab asks with the browser's own prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      when &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);
  return (
    <UnsavedChangesDialog
      open={blocker.state === 'blocked'}
      onLeave={() => blocker.proceed?.()}
      onStay={() => blocker.reset?.()}
    />
  );
}

/**
 * The spec §5 question as a USWDS modal: OK loses the changes, Cancel (or Escape) stays, and
 * Cancel has focus (issue 24 item 1: Enter must not throw typed work away). Used by
 * the guard above and by moves that are not navigations (opening another item of a list).
 */
export function UnsavedChangesDialog({
  open,
  onLeave,
  onStay,
}: {
  open: boolean;
  onLeave: () => void;
  onStay: () => void;
}) {
  return (
    <Dialog
      open={open}
      heading={t('guards.unsavedHeading')}
      onClose={onStay}
      actions={[
        { label: t('guards.ok'), onClick: onLeave },
        { label: t('guards.cancel'), look: 'outline', onClick: onStay, initialFocus: true },
      ]}
    >
      <p>{t('guards.unsavedChanges')}</p>
    </Dialog>
  );
}
