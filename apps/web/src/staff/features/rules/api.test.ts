import { describe, expect, it } from 'vitest';
import { formatPercent, parsePercent, percentText } from './api';

describe('percent fields of the rules page', () => {
  it('reads percentages with up to two decimals as basis points, exactly', () => {
    expect(parsePercent('2.25')).toBe(225);
    expect(parsePercent(' 2.5 ')).toBe(250);
    expect(parsePercent('0')).toBe(0);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent('0.07')).toBe(7);
  });

  it('refuses what is not a percentage from 0 to 100 with two decimals', () => {
    for (const text of ['', '-1', '2.255', '100.01', '1,5', 'abc', '2.'])
      expect(parsePercent(text)).toBeNull();
  });

  it('shows basis points as percentages', () => {
    expect(formatPercent(275)).toBe('2.75 %');
    expect(percentText(10_000)).toBe('100.00');
  });
});
