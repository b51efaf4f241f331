import { describe, expect, it } from 'vitest';
import {
  DEFAULT_AGENCY_CONFIG,
  ORC_ESTIMATE_SCHEDULE,
  assertAgencyConfig,
  type AgencyConfig,
} from './config';

describe('agency configuration', () => {
  it('defaults to the agency schedule, cents, a $10 refund minimum and the statutory penalties', () => {
    const c = assertAgencyConfig(DEFAULT_AGENCY_CONFIG);
    expect(c.estimateSchedule.installments.map((i) => i.cumulative)).toEqual([2_500, 5_000, 7_500, 10_000]);
    expect(c.rounding).toBe('cents');
    expect(c.refundMinimum).toBe(1_000);
    expect(c.declarationThreshold).toBe(20_000);
    expect(assertAgencyConfig({ ...c, estimateSchedule: ORC_ESTIMATE_SCHEDULE }).estimateSchedule.id).toBe(
      'orc-718.08',
    );
  });

  it('refuses choices above the ORC 718.27 and 718.08 ceilings', () => {
    const over = (change: Partial<AgencyConfig>): AgencyConfig => ({ ...DEFAULT_AGENCY_CONFIG, ...change });
    const p = DEFAULT_AGENCY_CONFIG.penalties;
    expect(() => assertAgencyConfig(over({ penalties: { ...p, incomeTax: 1_600 } }))).toThrow(/15 %/);
    expect(() => assertAgencyConfig(over({ penalties: { ...p, withholdingTax: 6_000 } }))).toThrow(/50 %/);
    expect(() => assertAgencyConfig(over({ penalties: { ...p, lateFilingMaximum: 20_000 } }))).toThrow(
      /\$150/,
    );
    expect(() => assertAgencyConfig(over({ declarationThreshold: 30_000 }))).toThrow(/\$200/);
    const falling = {
      ...ORC_ESTIMATE_SCHEDULE,
      installments: [...ORC_ESTIMATE_SCHEDULE.installments].reverse(),
    };
    expect(() => assertAgencyConfig(over({ estimateSchedule: falling }))).toThrow(/schedule/);
  });
});

describe('adjustment settings (issue 28 item 2, ADR 0059)', () => {
  it('a console adjustment above $100.00 waits for a second person', () => {
    expect(assertAgencyConfig(DEFAULT_AGENCY_CONFIG).adjustments).toEqual({ approvalLimit: 10_000 });
  });

  it('refuses a negative or fractional approval limit', () => {
    for (const approvalLimit of [-1, 10.5])
      expect(() => assertAgencyConfig({ ...DEFAULT_AGENCY_CONFIG, adjustments: { approvalLimit } })).toThrow(
        /adjustment approval limit/,
      );
  });
});
