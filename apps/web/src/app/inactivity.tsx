import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@efile/contracts/paths';
import { DEFAULT_INACTIVITY } from '@efile/contracts/shell';
import { t } from '../i18n';
import { useInactivityConfig } from '../lib/features';
import { setNotice } from '../lib/notice';
import { sessionEndTarget, signOut, staysWhenSignedOut } from '../lib/sign-out';
import { Countdown } from '../ui/countdown';
import { Dialog } from '../ui/dialog';

const ACTIVITY_EVENTS = ['mousemove', 'keydown', 'click'] as const;

/** Activity is shared between the tabs of one browser through this localStorage key. */
const ACTIVITY_KEY = 'efile_activity';
/** How often a tab tells the others it is in use (at most). */
const SHARE_EVERY_MS = 5000;

/**
 * Spec §4 "Inactivity": mouse moves, key presses and clicks reset the timers; after the warning
 * time a modal opens (not on the FAQ); after the logout time the user is signed out, stored
 * files are cleared and the user goes to `/`.
 *
 * One person, one session: activity in any tab of the browser resets the timers of all of them
 * (the FAQ opens in a new tab, spec §2), so reading the FAQ or working in the main tab never lets
 * the other tab sign the person out. The FAQ, which shows no warning, is public: a tab on it
 * stays on it when the session ends, with the inactivity text.
 */
export function InactivityWatcher() {
  const config = useInactivityConfig() ?? DEFAULT_INACTIVITY;
  const navigate = useNavigate();
  const location = useLocation();
  const onFaq = location.pathname === paths.faq;
  const [warning, setWarning] = useState(false);
  /** When the logout timer fires (epoch ms): the warning counts down to it (issue 24 item 4). */
  const [logoutAt, setLogoutAt] = useState(0);
  const timers = useRef<number[]>([]);

  /**
   * The session ends by inactivity: a half-typed form is kept for this person's next sign-in and
   * the page they were on rides along as the return URL (issue 24 item 4, ADR 0050). The
   * "Log out now" button is an explicit sign-out: nothing is kept.
   */
  const logout = useCallback(
    async ({ explicit = false } = {}) => {
      setWarning(false);
      const target = sessionEndTarget(window.location);
      await signOut({ keepDraft: !explicit });
      setNotice(t('landing.inactivityNotice'));
      if (!staysWhenSignedOut(window.location.pathname))
        navigate(explicit ? paths.root : target, { replace: true });
    },
    [navigate],
  );

  /**
   * Starts the timers from now (the last activity). When one fires, it first looks at the
   * activity the other tabs shared: their storage event can arrive late (or not at all while a
   * tab is throttled in the background), and the person must not be warned or signed out then.
   */
  const reset = useCallback(() => {
    const schedule = (since: number) => {
      for (const timer of timers.current) window.clearTimeout(timer);
      const unlessUsedElsewhere = (then: () => void) => () => {
        const shared = Number(localStorage.getItem(ACTIVITY_KEY) ?? 0);
        if (shared > since) schedule(shared);
        else then();
      };
      const left = (ms: number) => Math.max(0, since + ms - Date.now());
      setLogoutAt(since + config.logoutTime);
      timers.current = [
        window.setTimeout(
          unlessUsedElsewhere(() => setWarning(true)),
          left(config.warningTime),
        ),
        window.setTimeout(
          unlessUsedElsewhere(() => void logout()),
          left(config.logoutTime),
        ),
      ];
    };
    schedule(Date.now());
  }, [config.warningTime, config.logoutTime, logout]);

  useEffect(() => {
    reset();
    let last = 0;
    let shared = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < 250) return;
      last = now;
      reset();
      if (now - shared >= SHARE_EVERY_MS) {
        shared = now;
        localStorage.setItem(ACTIVITY_KEY, String(now));
      }
    };
    // Another tab was used: this one is not idle either.
    const onOtherTab = (event: StorageEvent) => {
      if (event.key !== ACTIVITY_KEY) return;
      setWarning(false);
      reset();
    };
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    window.addEventListener('storage', onOtherTab);
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      window.removeEventListener('storage', onOtherTab);
      for (const timer of timers.current) window.clearTimeout(timer);
    };
  }, [reset]);

  return (
    <Dialog
      open={warning && !onFaq}
      heading={t('session.warningTitle')}
      onClose={() => setWarning(false)}
      actions={[
        { label: t('session.stay'), onClick: () => setWarning(false) },
        { label: t('session.logoutNow'), onClick: () => void logout({ explicit: true }), look: 'unstyled' },
      ]}
    >
      <p>{t('session.warningBody')}</p>
      {warning && !onFaq && <Countdown until={logoutAt} say={(time) => t('session.countdown', { time })} />}
    </Dialog>
  );
}
