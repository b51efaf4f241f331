import { describe, expect, it } from 'vitest';
import { longDate } from '../../lib/dates';
import { pastDueDate } from './late-notice';

describe('the annual return says when it is late (issue 14)', () => {
  it('a 2025 return is on time until 15 April 2026, late from the day after', () => {
    expect(pastDueDate(2025, '2026-03-02')).toBeNull();
    expect(pastDueDate(2025, '2026-04-15')).toBeNull();
    expect(pastDueDate(2025, '2026-11-24')).toBe('2026-04-15');
  });

  it('follows the federal date where it moved (ORC 718.05): 2020 was due 17 May 2021', () => {
    expect(pastDueDate(2020, '2021-05-01')).toBeNull();
    expect(pastDueDate(2020, '2021-05-18')).toBe('2021-05-17');
  });

  it('writes dates out', () => {
    expect(longDate('2026-04-15')).toBe('April 15, 2026');
  });
});
