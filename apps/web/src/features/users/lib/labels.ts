// How roles and account statuses read on the admin's user screens.
import type { AdminUser } from '@redress/contract';

type Role = AdminUser['profileType'];
type Status = AdminUser['status'];

export const ROLE_ORDER: Role[] = ['user', 'organization', 'employee', 'admin'];
export const ROLE_LABEL: Record<Role, string> = { user: 'Customer', organization: 'Business', employee: 'Employee', admin: 'Admin' };

export const STATUS_ORDER: Status[] = ['active', 'suspended', 'disabled'];
export const STATUS_LOOKS: Record<Status, { label: string; color: 'success' | 'warning' | 'error'; meaning: string }> = {
  active: { label: 'Active', color: 'success', meaning: 'The account signs in as usual.' },
  suspended: { label: 'Suspended', color: 'warning', meaning: 'Its owner deactivated the account; signing in again, or an admin, reactivates it.' },
  disabled: { label: 'Disabled', color: 'error', meaning: 'An admin disabled the account: it cannot sign in until an admin enables it.' },
};

export const isRole = (v: string | null): v is Role => !!v && (ROLE_ORDER as string[]).includes(v);
export const isStatus = (v: string | null): v is Status => !!v && (STATUS_ORDER as string[]).includes(v);

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>) => `${u.firstName} ${u.lastName}`.trim() || u.email;
