import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { staffApi, staffMe } from '@efile/contracts';
import { Countdown } from '../../ui/countdown';
import { Dialog } from '../../ui/dialog';
import { st } from '../i18n';
import { lastStaffCall, staffFetch } from '../lib/api';
import { clearStaffSession, getStaffSession, setStaffSession } from '../lib/session';
import { staffPaths } from '../paths';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click', 'input'] as const;
/** The server's default (STAFF_SESSION_IDLE_MINUTES) when the session does not say. */
const DEFAULT_IDLE_MS = 15 * 60_000;
const TICK_MS = 5_000;

/** How long before the end the warning opens: two minutes, or a fifth of a short session. */
export const warnBefore = (idleMs: number) => Math.min(2 * 60_000, Math.floor(idleMs / 5));

/**
 * What the console does about the server's idle end (issue 28 item 6), from when it last reached
 * the server and when the person last did something: someone typing a long reply is working, so
 * the session is kept alive for them (a call to /me, which extends it) and their text is never lost
 * to a session that ended under it; someone away is warned before the end, with a countdown, and
 * may stay (the page, and whatever is typed in it, stays as it is) or sign out.
 */
export function nextStep(now: number, lastCall: number, lastActivity: number, idleMs: number) {
  const ends = lastCall + idleMs;
  if (now >= ends) return { kind: 'ended' as const };
  if (lastActivity > lastCall && now - lastCall >= idleMs / 2) return { kind: 'extend' as const };
  if (now >= ends - warnBefore(idleMs)) return { kind: 'warn' as const, ends };
  return { kind: 'wait' as const };
}

export function StaffIdleWatcher({
  idleMs = DEFAULT_IDLE_MS,
  onSignOut,
}: {
  idleMs?: number | undefined;
  /** Signs out on the server and goes to the sign-in page (the header's Sign out). */
  onSignOut: () => void;
}) {
  const navigate = useNavigate();
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const lastActivity = useRef(0);

  const asking = useRef(false);
  const stay = useCallback(async () => {
    setEndsAt(null);
    // One call at a time: the 5-second tick must not send another while /me is on its way.
    if (asking.current) return;
    asking.current = true;
    try {
      const staff = await staffFetch(staffApi.me, { schema: staffMe });
      const session = getStaffSession();
      if (session) setStaffSession({ token: session.token, staff });
    } catch {
      // A session that ended already: staffFetch has gone back to the sign-in page.
    } finally {
      asking.current = false;
    }
  }, []);

  useEffect(() => {
    const onActivity = () => {
      lastActivity.current = Date.now();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    const tick = window.setInterval(() => {
      const step = nextStep(Date.now(), lastStaffCall(), lastActivity.current, idleMs);
      if (step.kind === 'extend') void stay();
      else if (step.kind === 'warn') setEndsAt((open) => open ?? step.ends);
      else if (step.kind === 'ended') {
        setEndsAt(null);
        clearStaffSession(st('console.sessionEnded'));
        void navigate(staffPaths.signIn, { replace: true });
      }
    }, TICK_MS);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.clearInterval(tick);
    };
  }, [idleMs, navigate, stay]);

  return (
    <Dialog
      open={endsAt !== null}
      heading={st('console.idle.title')}
      onClose={() => void stay()}
      actions={[
        { label: st('console.idle.stay'), onClick: () => void stay() },
        {
          label: st('console.idle.signOut'),
          look: 'unstyled',
          onClick: () => {
            setEndsAt(null);
            onSignOut();
          },
        },
      ]}
    >
      <p>{st('console.idle.body')}</p>
      {endsAt !== null && <Countdown until={endsAt} say={(time) => st('console.idle.countdown', { time })} />}
    </Dialog>
  );
}
