// Admin roles and the admin accounts that hold them. The only file here touching tables.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adminRoles, users } from '../../db/schema/index.ts';

export type AdminRoleRow = typeof adminRoles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

/** Live admin accounts holding the role. */
// Spelled out: inside the subquery drizzle would leave "id" unqualified, which would name users.id.
const holders = sql<number>`(SELECT count(*)::int FROM "users" AS h WHERE h.admin_role_id = "admin_roles"."id" AND h.deleted_at IS NULL AND h.profile_type = 'admin')`;

export async function listRoles(db: DbOrTx) {
  return db.select({ role: adminRoles, holders }).from(adminRoles).orderBy(sql`${adminRoles.isSuper} DESC, lower(${adminRoles.name})`);
}

export async function findRole(db: DbOrTx, id: string) {
  const rows = await db.select({ role: adminRoles, holders }).from(adminRoles).where(eq(adminRoles.id, id)).limit(1);
  return rows[0];
}

export async function findRoleByName(db: DbOrTx, name: string): Promise<AdminRoleRow | undefined> {
  const rows = await db.select().from(adminRoles).where(sql`lower(${adminRoles.name}) = ${name.toLowerCase()}`).limit(1);
  return rows[0];
}

export async function insertRole(db: DbOrTx, values: { name: string; description: string | null; permissions: string[] }): Promise<AdminRoleRow> {
  const rows = await db.insert(adminRoles).values(values).returning();
  return rows[0]!;
}

/** Changing permissions announces 'role:<id>' (migration 0022): cached actors holding it are forgotten at once. */
export async function updateRole(db: DbOrTx, id: string, values: Partial<{ name: string; description: string | null; permissions: string[] }>): Promise<AdminRoleRow> {
  const rows = await db.update(adminRoles).set({ ...values, updatedAt: sql`now()` }).where(eq(adminRoles.id, id)).returning();
  return rows[0]!;
}

/** Deletes the role unless someone holds it (checked in the same statement); false when held. */
export async function deleteUnheldRole(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.delete(adminRoles)
    .where(and(eq(adminRoles.id, id), sql`NOT EXISTS (SELECT 1 FROM ${users} WHERE ${users.adminRoleId} = ${id} AND ${users.deletedAt} IS NULL)`))
    .returning({ id: adminRoles.id });
  return rows.length > 0;
}

export async function listAdmins(db: DbOrTx, page: number, size: number) {
  const where = and(eq(users.profileType, 'admin'), isNull(users.deletedAt));
  const [rows, total] = await Promise.all([
    db.select({ user: users, role: adminRoles }).from(users).leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId)).where(where)
      .orderBy(sql`${users.createdAt} DESC, ${users.id} DESC`).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findAdmin(db: DbOrTx, id: string) {
  const rows = await db.select({ user: users, role: adminRoles }).from(users).leftJoin(adminRoles, eq(adminRoles.id, users.adminRoleId)).where(eq(users.id, id)).limit(1);
  return rows[0];
}

/** A new role ends the cached actor at once (the users_actor_changed trigger, migration 0022). */
export async function setAdminRole(db: DbOrTx, id: string, roleId: string): Promise<void> {
  await db.update(users).set({ adminRoleId: roleId, updatedAt: sql`now()` }).where(eq(users.id, id));
}
