import { describe, expect, it } from 'vitest';
import { SPEC_PROBLEMS } from '@efile/contracts';
import { en } from './locales/en/shell';
import { t } from './index';

describe('message catalogue', () => {
  it('holds the spec texts exactly', () => {
    expect(t('logout.success')).toBe('You successfully logged out!');
    expect(t('logout.notInitiated')).toBe('The logout was not initiated from within the page.');
    expect(t('session.expired')).toBe('Your session has expired and you must login.');
    expect(t('notFound.title')).toBe('Page Not Found');
    expect(t('landing.inactivityNotice')).toBe(
      'You have been securely logged out of eFile due to inactivity. Please login again to continue using eFile.',
    );
  });

  it('fills placeholders', () => {
    expect(t('footer.copyright', { year: 2026 })).toBe(
      '© 2026 Central Collection Agency. All rights reserved.',
    );
  });

  it('has a message for every spec problem type', () => {
    for (const code of SPEC_PROBLEMS) {
      expect(en.problems[code]).toBeTruthy();
    }
  });
});
