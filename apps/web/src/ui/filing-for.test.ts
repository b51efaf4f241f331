import { describe, expect, it } from 'vitest';
import { maskedEin } from '../lib/tax-ids';

describe('the business filed for, named in the body (issue 14 item 8)', () => {
  it('shows only the last four digits of the EIN', () => {
    expect(maskedEin('320000003')).toBe('••-•••0003');
    expect(maskedEin('32-0000003')).toBe('••-•••0003');
  });
});
