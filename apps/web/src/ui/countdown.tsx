import { useEffect, useState } from 'react';

/**
 * The time left before a session ends, "4:59", counting down each second. A timer role (not read
 * out each second); `say` gives its sentence, which names what happens at zero.
 */
export function Countdown({ until, say }: { until: number; say: (time: string) => string }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const tick = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(tick);
  }, []);
  const seconds = Math.max(0, Math.ceil((until - now) / 1000));
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="text-bold" role="timer" data-testid="inactivity-countdown">
      {say(time)}
    </p>
  );
}
