// Role and admin rows -> what the admin portal reads.
import { ADMIN_PERMISSIONS, type AdminAccount, type AdminPermission, type AdminRole } from '@redress/contract';
import { presentAdminUser } from '../users/users.presenter.ts';
import type { AdminRoleRow, UserRow } from './admins.repository.ts';

/** A role's permissions as the code knows them: a super role's are all of them; a retired name is dropped. */
export function permissionsOfRole(role: Pick<AdminRoleRow, 'permissions' | 'isSuper'> | null): AdminPermission[] {
  if (!role) return [];
  if (role.isSuper) return [...ADMIN_PERMISSIONS];
  return role.permissions.filter((p): p is AdminPermission => (ADMIN_PERMISSIONS as readonly string[]).includes(p));
}

export function presentRole(role: AdminRoleRow, holders: number): AdminRole {
  return {
    id: role.id, name: role.name, description: role.description, permissions: permissionsOfRole(role), isSuper: role.isSuper, holders,
    createdAt: role.createdAt.toISOString(),
  };
}

export function presentAdminAccount(user: UserRow, role: AdminRoleRow | null): AdminAccount {
  return {
    ...presentAdminUser(user),
    role: role ? { id: role.id, name: role.name, isSuper: role.isSuper } : null,
    permissions: permissionsOfRole(role),
  };
}
