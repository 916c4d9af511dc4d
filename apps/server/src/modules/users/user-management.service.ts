// The admin's user management beyond list and disable: edit, delete, the management view and the activity time line.
// Customer and business accounts need users.manage (the route guard); admin accounts need admins.manage as well, and
// the super-admin is edited or deleted by nobody else.
import { buildListMeta, type AdminEditUserRequest } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { findRole } from '../admins/admins.repository.ts';
import type { ProfileDeps } from './profile.service.ts';
import { presentAdminUser } from './users.presenter.ts';
import { findUserById, updateUser, type UserRow } from './users.repository.ts';
import { countPosts, listActivity } from './user-management.repository.ts';
import { anonymousSight } from './users.policy.ts';

async function loadLive(deps: ProfileDeps, id: string): Promise<UserRow> {
  const user = await findUserById(deps.database.db, id);
  if (!user || user.deletedAt) throw AppError.notFound('User');
  return user;
}

/** Changing an admin account takes admins.manage, and the super-admin's is theirs alone. */
export async function assertMayChange(deps: Pick<ProfileDeps, 'database'>, actor: Actor, user: UserRow) {
  if (user.profileType !== 'admin' || user.id === actor.id) return;
  if (!actor.permissions.includes('admins.manage')) throw AppError.forbidden('You need the admins.manage permission to change an admin user');
  const role = user.adminRoleId ? await findRole(deps.database.db, user.adminRoleId) : undefined;
  if (role?.role.isSuper) throw AppError.forbidden('Only the super-admin changes the super-admin\'s account');
}

export async function editAccount(deps: ProfileDeps, actor: Actor, id: string, input: AdminEditUserRequest) {
  const user = await loadLive(deps, id);
  await assertMayChange(deps, actor, user);
  const changes = {
    ...(input.firstName !== undefined && { firstName: input.firstName }),
    ...(input.lastName !== undefined && { lastName: input.lastName }),
    ...(input.mobileNo !== undefined && { mobileNo: input.mobileNo }),
    ...(input.emailVerified !== undefined && { emailVerified: input.emailVerified }),
  };
  return deps.database.db.transaction(async (tx) => {
    const updated = await updateUser(tx, id, changes);
    const before = Object.fromEntries(Object.keys(changes).map((k) => [k, user[k as keyof UserRow]]));
    await deps.audit.record({ actor, action: 'user.update', entityType: 'user', entityId: id, before, after: changes }, tx);
    return presentAdminUser(updated);
  });
}

/** The account with its post counts; anonymous posts count only for an admin who moderates their kind. */
export async function managementView(deps: ProfileDeps, actor: Actor, id: string) {
  const user = await loadLive(deps, id);
  return { ...presentAdminUser(user), posts: await countPosts(deps.database.db, id, anonymousSight(actor)) };
}

/** The account's time line; anonymous posts, the author's comments on them and decisions on them as the counts. */
export async function activity(deps: ProfileDeps, actor: Actor, id: string, page: number, size: number) {
  const user = await findUserById(deps.database.db, id);
  if (!user) throw AppError.notFound('User');
  const { rows, total } = await listActivity(deps.database.db, id, anonymousSight(actor), page, size);
  const data = rows.map((r) => ({
    kind: r.kind as 'sign-in', id: r.id, at: new Date(r.at).toISOString(), summary: r.summary, entityType: r.entityType,
  }));
  return { data, meta: buildListMeta(page, size, total) };
}
