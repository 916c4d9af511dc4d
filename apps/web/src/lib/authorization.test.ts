import { ADMIN_PERMISSIONS } from '@redress/contract';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { bestPathMatch, mayOpenAdminPage, permissionForAdminPage } from './authorization.ts';

describe('admin page permissions', () => {
  it('names the permission the server asks of each page\'s calls, the closest page winning', () => {
    expect(permissionForAdminPage(paths.admin.settings)).toBe('settings.manage');
    expect(permissionForAdminPage(paths.admin.contactMessages)).toBe('support.handle');
    expect(permissionForAdminPage(paths.admin.digest)).toBe('support.handle');
    expect(permissionForAdminPage(paths.admin.business)).toBe('companies.manage');
    expect(permissionForAdminPage(paths.admin.businessOne('x'))).toBe('companies.manage');
    expect(permissionForAdminPage(paths.admin.plans)).toBe('subscriptions.manage');
    expect(permissionForAdminPage(paths.admin.users)).toBe('users.manage');
    expect(permissionForAdminPage(paths.admin.userNew)).toBe('admins.manage');
    expect(permissionForAdminPage(paths.admin.supportChat)).toBe('support.handle');
    expect(permissionForAdminPage(paths.admin.dashboard)).toBeUndefined();
    // A path that only begins like a listed page is not under it.
    expect(permissionForAdminPage('/admin/usersx')).toBeUndefined();
  });

  it('a reports.view-only admin opens the dashboard and the reports, nothing else', () => {
    const open = (Object.values(paths.admin) as unknown[]).filter((p): p is string => typeof p === 'string' && p !== paths.admin.login)
      .filter((p) => mayOpenAdminPage(['reports.view'], p));
    expect(open.sort()).toEqual([paths.admin.dashboard, paths.admin.reports].sort());
    expect(mayOpenAdminPage([...ADMIN_PERMISSIONS], paths.admin.settings)).toBe(true);
  });

  it('the disputes queue opens to a moderator of reviews or of complaints, and to no other admin', () => {
    expect(mayOpenAdminPage(['reviews.moderate'], paths.admin.disputes)).toBe(true);
    expect(mayOpenAdminPage(['complaints.moderate'], paths.admin.dispute('x'))).toBe(true);
    expect(mayOpenAdminPage(['ratings.moderate', 'users.manage'], paths.admin.disputes)).toBe(false);
  });

  it('picks the longest path a pathname is or is under', () => {
    expect(bestPathMatch([paths.admin.subscriptions, paths.admin.plans], paths.admin.plans)).toBe(paths.admin.plans);
    expect(bestPathMatch([paths.admin.subscriptions, paths.admin.plans], paths.admin.subscriptions)).toBe(paths.admin.subscriptions);
    expect(bestPathMatch(['/'], '/x')).toBe('/');
    expect(bestPathMatch([paths.admin.users], '/admin/usersx')).toBeUndefined();
  });
});
