// Admin roles (named permission sets) and admin users: who may hand out which rights, every change audited.
// A changed role or a role's changed permissions reach the holders' next request: the database announces both to the
// actor cache (migration 0022), as for a business role (decision 119).
import { buildListMeta, type CreateAdminRoleRequest, type CreateAdminUserRequest, type UpdateAdminRoleRequest } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertStrongPassword, hashPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../lib/tokens.ts';
import type { Platform } from '../../platform/index.ts';
import { findUserByEmail, insertUser } from '../users/users.repository.ts';
import { canReadRoles, permissionsBeyond } from './admins.policy.ts';
import { permissionsOfRole, presentAdminAccount, presentRole } from './admins.presenter.ts';
import * as repo from './admins.repository.ts';

export interface AdminsDeps {
  database: Database;
  audit: Platform['audit'];
  /** The site's words, judged against a new admin's password (lib/passwords.ts siteWords). */
  siteWords: string[];
}

/** 403 naming `field` when the permissions go beyond the actor's own. */
function assertGrantable(actor: Actor, permissions: readonly string[], field: string) {
  const beyond = permissionsBeyond(actor, permissions);
  if (beyond.length === 0) return;
  throw new AppError('FORBIDDEN', `You cannot grant permissions you do not hold: ${beyond.join(', ')}`, [{ field, message: `you do not hold ${beyond.join(', ')}` }]);
}

async function loadRole(deps: AdminsDeps, id: string) {
  const found = await repo.findRole(deps.database.db, id);
  if (!found) throw AppError.notFound('Role');
  return found;
}

export async function listRoles(deps: AdminsDeps, actor: Actor) {
  if (!canReadRoles(actor)) throw AppError.forbidden('You need the roles.manage or admins.manage permission to do this');
  const rows = await repo.listRoles(deps.database.db);
  return { data: rows.map((r) => presentRole(r.role, r.holders)) };
}

export async function getRole(deps: AdminsDeps, actor: Actor, id: string) {
  if (!canReadRoles(actor)) throw AppError.forbidden('You need the roles.manage or admins.manage permission to do this');
  const { role, holders } = await loadRole(deps, id);
  return presentRole(role, holders);
}

async function assertNameFree(deps: AdminsDeps, name: string, exceptId?: string) {
  const other = await repo.findRoleByName(deps.database.db, name);
  if (other && other.id !== exceptId) throw AppError.conflict(`name: a role named "${other.name}" already exists`, [{ field: 'name', message: 'is already taken' }]);
}

export async function createRole(deps: AdminsDeps, actor: Actor, input: CreateAdminRoleRequest & { permissions: string[] }) {
  assertGrantable(actor, input.permissions, 'permissions');
  await assertNameFree(deps, input.name);
  return deps.database.db.transaction(async (tx) => {
    const role = await repo.insertRole(tx, { name: input.name, description: input.description ?? null, permissions: input.permissions });
    await deps.audit.record({ actor, action: 'role.create', entityType: 'admin_role', entityId: role.id, after: { name: role.name, permissions: role.permissions } }, tx);
    return presentRole(role, 0);
  });
}

export async function updateRole(deps: AdminsDeps, actor: Actor, id: string, input: UpdateAdminRoleRequest & { permissions?: string[] }) {
  const { role, holders } = await loadRole(deps, id);
  if (role.isSuper) throw AppError.conflict('The super-admin role holds every permission; it cannot be changed');
  // Editing a role changes what its holders may do: only an admin holding all of it, and all it would hold.
  assertGrantable(actor, role.permissions, 'permissions');
  if (input.permissions) assertGrantable(actor, input.permissions, 'permissions');
  if (input.name) await assertNameFree(deps, input.name, id);
  const changes = {
    ...(input.name !== undefined && { name: input.name }),
    ...(input.description !== undefined && { description: input.description }),
    ...(input.permissions !== undefined && { permissions: input.permissions }),
  };
  return deps.database.db.transaction(async (tx) => {
    const updated = await repo.updateRole(tx, id, changes);
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, role[k as keyof typeof changes]]));
    await deps.audit.record({ actor, action: 'role.update', entityType: 'admin_role', entityId: id, before, after: changes }, tx);
    return presentRole(updated, holders);
  });
}

export async function deleteRole(deps: AdminsDeps, actor: Actor, id: string) {
  const { role, holders } = await loadRole(deps, id);
  if (role.isSuper) throw AppError.conflict('The super-admin role cannot be deleted');
  assertGrantable(actor, role.permissions, 'permissions');
  const heldBy = (n: number) => AppError.conflict(`${n} admin${n === 1 ? ' holds' : 's hold'} this role; give ${n === 1 ? 'them' : 'each of them'} another role first`);
  if (holders > 0) throw heldBy(holders);
  await deps.database.db.transaction(async (tx) => {
    // Checked again in the delete itself: an admin given the role meanwhile keeps it.
    if (!(await repo.deleteUnheldRole(tx, id))) throw heldBy(1);
    await deps.audit.record({ actor, action: 'role.delete', entityType: 'admin_role', entityId: id, before: { name: role.name, permissions: role.permissions }, after: null }, tx);
  });
}

export async function listAdminUsers(deps: AdminsDeps, page: number, size: number) {
  const { rows, total } = await repo.listAdmins(deps.database.db, page, size);
  return { data: rows.map((r) => presentAdminAccount(r.user, r.role)), meta: buildListMeta(page, size, total) };
}

/** The role an admin is to hold: 400 naming roleId when there is none, 403 when it grants more than the actor holds. */
async function grantableRole(deps: AdminsDeps, actor: Actor, roleId: string) {
  const found = await repo.findRole(deps.database.db, roleId);
  if (!found) throw AppError.badRequest('roleId: there is no such role', [{ field: 'roleId', message: 'is not a role' }]);
  assertGrantable(actor, permissionsOfRole(found.role), 'roleId');
  return found.role;
}

/**
 * A new admin with a role and an initial password the creator hands over (as a business owner does for employees):
 * admins sign in only through the admin portal, which has no sign-up or invitation to answer (decision 123).
 */
export async function createAdminUser(deps: AdminsDeps, actor: Actor, input: CreateAdminUserRequest & { email: string }) {
  const role = await grantableRole(deps, actor, input.roleId);
  const db = deps.database.db;
  if (await findUserByEmail(db, input.email)) {
    throw AppError.conflict('email: an account with this e-mail address already exists', [{ field: 'email', message: 'is already registered' }]);
  }
  assertStrongPassword(input.password, 'password', [...deps.siteWords, input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertUser(tx, {
      email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, profileType: 'admin', adminRoleId: role.id, emailVerified: true, status: 'active',
    });
    await deps.audit.record({ actor, action: 'admin.create', entityType: 'user', entityId: user.id, after: { email: user.email, profileType: 'admin', role: role.name } }, tx);
    return presentAdminAccount(user, role);
  });
}

/** Gives an admin another role; the super-admin keeps theirs, and nobody changes their own. */
export async function setAdminRole(deps: AdminsDeps, actor: Actor, id: string, roleId: string) {
  const found = await repo.findAdmin(deps.database.db, id);
  if (!found || found.user.deletedAt || found.user.profileType !== 'admin') throw AppError.notFound('Admin user');
  if (id === actor.id) throw AppError.conflict('You cannot change your own role; ask another admin');
  if (found.role?.isSuper) throw AppError.forbidden('The super-admin keeps every permission');
  // Taking rights away is granting too: the actor must hold what the admin holds now.
  assertGrantable(actor, permissionsOfRole(found.role), 'roleId');
  const role = await grantableRole(deps, actor, roleId);
  return deps.database.db.transaction(async (tx) => {
    await repo.setAdminRole(tx, id, role.id);
    await deps.audit.record({
      actor, action: 'admin.role.set', entityType: 'user', entityId: id, before: { role: found.role?.name ?? null }, after: { role: role.name, permissions: permissionsOfRole(role) },
    }, tx);
    return presentAdminAccount(found.user, role);
  });
}

export async function currentAdmin(deps: AdminsDeps, actor: Actor) {
  const found = await repo.findAdmin(deps.database.db, actor.id);
  if (!found) throw AppError.notFound('Admin user');
  return presentAdminAccount(found.user, found.role);
}
