import { offsetClock, systemClock, type Clock } from '@efile/tax';

/** CLOCK_AT (development only) starts the clock at that instant; otherwise the system clock. */
export function clockFromEnv(clockAt: string | undefined): Clock {
  return clockAt ? offsetClock(clockAt) : systemClock;
}
