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
  const blocked = blocker.state === 'blocked';
  return (
    <Dialog
      open={blocked}
      heading={t('guards.unsavedHeading')}
      onClose={() => blocker.reset?.()}
      actions={[
        { label: t('guards.ok'), onClick: () => blocker.proceed?.() },
        { label: t('guards.cancel'), look: 'outline', onClick: () => blocker.reset?.() },
      ]}
    >
      <p>{t('guards.unsavedChanges')}</p>
    </Dialog>
  );
}
