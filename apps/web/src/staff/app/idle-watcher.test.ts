import { describe, expect, it } from 'vitest';
import { nextStep, warnBefore } from './idle-watcher';

const MIN = 60_000;
const IDLE = 15 * MIN;

describe("the console's idle end (issue 28 item 6)", () => {
  it('waits while the session is fresh', () => {
    expect(nextStep(5 * MIN, 0, 0, IDLE)).toEqual({ kind: 'wait' });
  });

  it('keeps a person who is typing signed in: past half the idle time with activity since the last call, it extends', () => {
    expect(nextStep(7 * MIN, 0, 6 * MIN, IDLE)).toEqual({ kind: 'wait' });
    expect(nextStep(7.5 * MIN, 0, 6 * MIN, IDLE)).toEqual({ kind: 'extend' });
    // Still typing near the end: extended, never warned.
    expect(nextStep(14 * MIN, 0, 13.9 * MIN, IDLE)).toEqual({ kind: 'extend' });
  });

  it('warns someone away two minutes before the end, and says when it ends', () => {
    expect(warnBefore(IDLE)).toBe(2 * MIN);
    expect(nextStep(12.9 * MIN, 0, 0, IDLE)).toEqual({ kind: 'wait' });
    expect(nextStep(13 * MIN, 0, 0, IDLE)).toEqual({ kind: 'warn', ends: IDLE });
  });

  it('ends at the idle time after the last call, as the server does', () => {
    expect(nextStep(IDLE, 0, 0, IDLE)).toEqual({ kind: 'ended' });
    expect(nextStep(IDLE, 0, IDLE - 1, IDLE)).toEqual({ kind: 'ended' });
  });

  it('warns a fifth of a short session before its end', () => {
    expect(warnBefore(5 * MIN)).toBe(MIN);
  });
});
