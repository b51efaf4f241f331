import { describe, expect, it } from 'vitest';
import { addBusinessDays, overdueThrough, serviceAge } from './service-level';

describe('a staff queue item’s service level (issue 28 item 3)', () => {
  it('counts business days: Monday 2 March 2026 + 5 is Monday 9 March; Friday + 1 is Monday', () => {
    expect(addBusinessDays('2026-03-02', 5)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-06', 1)).toBe('2026-03-09');
    // Arrived on a Saturday: the clock starts on Monday.
    expect(addBusinessDays('2026-03-07', 0)).toBe('2026-03-09');
    expect(addBusinessDays('2026-03-07', 5)).toBe('2026-03-16');
  });

  it('skips the agency’s holidays', () => {
    expect(addBusinessDays('2026-05-22', 1, ['2026-05-25'])).toBe('2026-05-26');
  });

  it('an item received Monday 2 March with 5 business days: due Monday 9 March, past due on the 10th', () => {
    expect(serviceAge('2026-03-02', '2026-03-05', 5)).toEqual({
      ageDays: 3,
      dueBy: '2026-03-09',
      overdue: false,
    });
    expect(serviceAge('2026-03-02', '2026-03-09', 5).overdue).toBe(false);
    expect(serviceAge('2026-03-02', '2026-03-10', 5)).toEqual({
      ageDays: 8,
      dueBy: '2026-03-09',
      overdue: true,
    });
  });

  it('overdueThrough agrees with serviceAge for every arrival day of a month', () => {
    for (const today of ['2026-03-10', '2026-03-16', '2026-03-14']) {
      const through = overdueThrough(today, 5, ['2026-03-12']);
      for (let d = 1; d <= 28; d++) {
        const arrived = `2026-02-${String(d).padStart(2, '0')}`;
        const march = `2026-03-${String(d).padStart(2, '0')}`;
        for (const day of [arrived, march]) {
          if (day > today) continue;
          expect(serviceAge(day, today, 5, ['2026-03-12']).overdue, `${day} on ${today}`).toBe(
            day <= through,
          );
        }
      }
    }
  });
});
