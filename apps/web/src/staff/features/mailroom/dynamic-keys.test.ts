import { describe, expect, it } from 'vitest';
import { FORMS, MAILED_CHECK_METHOD, PaymentMethod, MAILROOM_STATUSES } from '@efile/contracts';
import { st, type StaffMessageKey } from '../../i18n';

/** The console's texts named from data (ADR 0038): every form, payment method and status has one. */
describe('mailroom and export texts built from data', () => {
  it('every form of the registry has a name', () => {
    for (const form of FORMS) expect(st(`mailroom.forms.${form.id}` as StaffMessageKey)).not.toBe('');
  });

  it('every payment method of the exports, the mailed check too, has a name', () => {
    for (const method of [...PaymentMethod, MAILED_CHECK_METHOD])
      expect(st(`exports.methods.${method}` as StaffMessageKey)).not.toBe('');
    expect(st('exports.methods.MailedCheck')).toBe('Check (mailed)');
  });

  it('every status of a posting has a name', () => {
    for (const status of MAILROOM_STATUSES) expect(st(`mailroom.list.statuses.${status}`)).not.toBe('');
  });
});
