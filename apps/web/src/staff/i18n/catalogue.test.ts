import { describe, expect, it } from 'vitest';
import { FORMS } from '@efile/contracts';
import { st, type StaffMessageKey } from './index';

/** The console names every form of the registry (the mailroom's paper returns, the totals). */
describe('console catalogue', () => {
  it.each(FORMS.map((form) => form.id))('has a name for %s', (id) => {
    expect(st(`mailroom.forms.${id}` as StaffMessageKey)).toBeTruthy();
  });
});
