/**
 * One injectable clock for everything that reads the date (server and tax engine),
 * so deadlines and the tax year can be tested at any date.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that stands still at `at` (tests, development). */
export function fixedClock(at: Date | string): Clock {
  const instant = new Date(at);
  if (Number.isNaN(instant.getTime())) throw new Error(`fixedClock: invalid date ${String(at)}`);
  return { now: () => new Date(instant) };
}

/** A clock that runs from `at` forward at the real pace (development "move the clock"). */
export function offsetClock(at: Date | string, base: Clock = systemClock): Clock {
  const offset = new Date(at).getTime() - base.now().getTime();
  return { now: () => new Date(base.now().getTime() + offset) };
}
