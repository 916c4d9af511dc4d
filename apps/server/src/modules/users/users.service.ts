import { ADMIN_PERMISSIONS } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Platform } from '../../platform/index.ts';
import { ensureSuperAdminRole, findUserByEmail, insertUser, updateUser } from './users.repository.ts';

/**
 * Creates or updates the first super-admin from ADMIN_EMAIL / ADMIN_PASSWORD (decisions.md). Idempotent: run at
 * every start; the password is re-hashed only when it no longer matches, and every change is audited.
 */
export async function ensureFirstAdmin(
  database: Database,
  audit: Platform['audit'],
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<{ id: string; created: boolean }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = await hashPassword(input.password);
  return database.db.transaction(async (tx) => {
    const roleId = await ensureSuperAdminRole(tx, [...ADMIN_PERMISSIONS]);
    const existing = await findUserByEmail(tx, email);
    if (!existing) {
      const user = await insertUser(tx, {
        email,
        passwordHash,
        firstName: input.firstName ?? 'Platform',
        lastName: input.lastName ?? 'Admin',
        profileType: 'admin',
        adminRoleId: roleId,
        emailVerified: true,
        status: 'active',
      });
      await audit.record({ actor: null, action: 'admin.bootstrap', entityType: 'user', entityId: user.id, after: { email, profileType: 'admin' } }, tx);
      return { id: user.id, created: true };
    }
    const before = { profileType: existing.profileType, status: existing.status, adminRoleId: existing.adminRoleId };
    await updateUser(tx, existing.id, { passwordHash, profileType: 'admin', adminRoleId: roleId, status: 'active', emailVerified: true });
    await audit.record({
      actor: null,
      action: 'admin.bootstrap',
      entityType: 'user',
      entityId: existing.id,
      before,
      after: { profileType: 'admin', status: 'active', adminRoleId: roleId, passwordChanged: true },
    }, tx);
    return { id: existing.id, created: false };
  });
}
