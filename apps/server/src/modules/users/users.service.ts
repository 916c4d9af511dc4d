import { ADMIN_PERMISSIONS } from '@redress/contract';
import type { Database, DbOrTx } from '../../db/client.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Actor, ActorAccount } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { endSessions, ensureSuperAdminRole, findUserByEmail, findUserById, insertUser, setCompanyIfNone, updateProfileFields, updateUser, type UserRow } from './users.repository.ts';

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

/** An employee's sign-in, made by their company's owner in the owner's transaction (password already hashed). */
export async function createEmployeeAccount(
  tx: DbOrTx,
  input: { email: string; passwordHash: string; firstName: string; lastName: string; companyId: string },
): Promise<UserRow> {
  return insertUser(tx, { ...input, profileType: 'employee', emailVerified: false, status: 'active' });
}

export async function updateEmployeeAccount(tx: DbOrTx, id: string, values: { firstName?: string; lastName?: string; picture?: string | null }): Promise<UserRow> {
  return updateProfileFields(tx, id, values);
}

/**
 * Closes an employee's sign-in when they leave the company: the row stays (their answers keep an author), personal
 * fields are blanked, the address is freed for a new account, and every session ends.
 */
export async function closeEmployeeAccount(tx: DbOrTx, id: string): Promise<void> {
  await removeAccount(tx, id);
}

/**
 * Removes an employee's sign-in when they leave the company: the row stays so that what it wrote
 * keeps an author, personal fields are blanked, the address is freed, and every session ends at once.
 */
export async function removeAccount(tx: DbOrTx, id: string): Promise<void> {
  await updateUser(tx, id, {
    email: `deleted-${id}@deleted.invalid`,
    passwordHash: null,
    firstName: '',
    lastName: '',
    mobileNo: null,
    picture: null,
    companyId: null,
    status: 'disabled',
    deletedAt: new Date(),
  });
  await endSessions(tx, id);
}

/** The company an account is linked to, its kind and its address (for business owners creating or claiming their company). */
export async function findAccountLink(db: DbOrTx, id: string): Promise<Pick<UserRow, 'id' | 'profileType' | 'companyId' | 'email' | 'emailVerified'> | undefined> {
  const user = await findUserById(db, id);
  return user && !user.deletedAt ? { id: user.id, profileType: user.profileType, companyId: user.companyId, email: user.email, emailVerified: user.emailVerified } : undefined;
}

/**
 * The acting account as a write checks it (verified address, name, age): what the session read already brought (decision
 * 137), or, for an actor not made from a session, the account read now. Undefined when it is gone or not active.
 */
export async function actingAccount(db: DbOrTx, actor: Actor): Promise<ActorAccount | undefined> {
  if (actor.account) return actor.account;
  const user = await findUserById(db, actor.id);
  if (!user || user.deletedAt || user.status !== 'active') return undefined;
  return { emailVerified: user.emailVerified, firstName: user.firstName, lastName: user.lastName, createdAt: user.createdAt };
}

/** A deleted company's owner no longer manages it (only when the account still points at that company). */
export async function unlinkCompanyOwner(tx: DbOrTx, id: string, companyId: string): Promise<void> {
  const user = await findUserById(tx, id);
  // The session goes on: its company is read on every request (decision 73), so it is gone from the next one.
  if (user?.companyId === companyId) await updateUser(tx, id, { companyId: null });
}

/** Links an account that has no company yet; false when it has one by now (the caller refuses and rolls back). */
export async function linkAccountToCompanyIfNone(tx: DbOrTx, id: string, companyId: string): Promise<boolean> {
  return setCompanyIfNone(tx, id, companyId);
}
