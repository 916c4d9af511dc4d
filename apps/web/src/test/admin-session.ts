// Unit tests of admin screens: an admin signed in with the given permissions before each test, and after each one the
// page, the stubbed globals, the session and the toasts cleared.
import type { AdminPermission } from '@redress/contract';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession, sessionStore } from '../lib/session.ts';
import { toastStore } from '../lib/toast.ts';

export function withAdminSession(permissions: AdminPermission[]) {
  beforeEach(() => {
    sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'admin1', email: 'mod@redress.demo', firstName: 'Mo', lastName: 'Derator', mobileNo: null, profileType: 'admin', companyId: null, picture: null, emailVerified: true, TwoFactorEnabled: false, permissions, companyRole: null } });
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    clearSession();
    toastStore.set([]);
  });
}
