import { describe, expect, it } from 'vitest';
import { parseDollars } from './money';

describe('parseDollars (spec §5 currency fields)', () => {
  it('reads dollars with comma thousands and up to two decimals as integer cents', () => {
    expect(parseDollars('40,000')).toBe(4_000_000);
    expect(parseDollars('40000.5')).toBe(4_000_050);
    expect(parseDollars(' $1,234.56 ')).toBe(123_456);
    expect(parseDollars('0')).toBe(0);
    expect(parseDollars('0.07')).toBe(7);
  });

  it('refuses negatives, a third decimal, misplaced commas and text', () => {
    for (const bad of ['-5', '1.234', '1,23', '12,3456', 'abc', '', '1e5', '.5']) {
      expect(parseDollars(bad), bad).toBeNull();
    }
  });
});
