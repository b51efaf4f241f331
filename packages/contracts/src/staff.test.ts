import { describe, expect, it } from 'vitest';
import { STAFF_PERMISSIONS, STAFF_ROLES, staffMay, type StaffPermission } from './staff';

/** The one staff permission map (issue 25 item 3) as an auditor would read it. */
describe('staff permissions', () => {
  const who = (permission: StaffPermission) => STAFF_ROLES.filter((role) => staffMay(role, permission));

  it('every role reads; the auditor only reads (and reads the exports)', () => {
    expect(who('read')).toEqual([...STAFF_ROLES]);
    const auditorMay = (Object.keys(STAFF_PERMISSIONS) as StaffPermission[]).filter((p) =>
      staffMay('auditor', p),
    );
    expect(auditorMay).toEqual(['read', 'readExports']);
  });

  it('a clerk acts but never decides what needs a second person', () => {
    expect(who('act')).toEqual(['clerk', 'supervisor', 'administrator']);
    expect(who('decide')).toEqual(['supervisor', 'administrator']);
  });

  it('only administrators manage staff accounts', () => {
    expect(who('administer')).toEqual(['administrator']);
  });

  it('whoever decides may also act and read the exports (a decision is never taken blind)', () => {
    for (const role of who('decide')) {
      expect(staffMay(role, 'act')).toBe(true);
      expect(staffMay(role, 'readExports')).toBe(true);
    }
  });
});
