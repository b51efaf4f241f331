import { describe, expect, it } from 'vitest';
import { minimumAgeRule } from './minimum-age';

describe('minimum-age text (spec §1; issue 9 item 7, issue 12)', () => {
  it('says the rule of the tax year being filed: from 2024 all under-18 income is exempt', () => {
    expect(minimumAgeRule(2025).rule).toBe(
      'For tax year 2025, the year being filed, all income of individuals under 18 is exempt from city income tax in every Ohio city (Ohio House Bill 33, 135th General Assembly, from tax year 2024). If you were under 18 on December 31, 2025, you owe no city income tax for 2025: file an Exemption Certificate with the reason “under 18”.',
    );
    expect(minimumAgeRule(2023).rule).toBe(
      'For tax year 2023, the year being filed, the minimum age is 18 in most cities, with the exceptions listed for 2023 below.',
    );
  });

  it('names the cities of each year before 2024, from the tax tables', () => {
    const { before, years } = minimumAgeRule(2025);
    expect(before).toBe(
      'Before 2024 each city set its own minimum age: 18 generally, with these exceptions:',
    );
    expect(years).toEqual([
      'Tax year 2023: from age 15 in Geneva-on-the-Lake; from age 16 in Grand River and West Milton; no minimum age in Montpelier, Munroe Falls, New Paris, Oakwood (Paulding County), Obetz, Phillipsburg and Riverside; in New Carlisle, 16 and 17 year olds earning $2,500 or more are taxed.',
      'Tax year 2016: from age 15 in Geneva-on-the-Lake; from age 16 in Grand River, Rushsylvania and West Milton; no minimum age in Dresden, Frazeysburg, Munroe Falls, Oakwood (Paulding County) and West Alexandria.',
    ]);
  });
});
