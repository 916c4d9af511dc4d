// Company employees (with their user fields). The only file here touching the employees table.
import { eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, users } from '../../db/schema/index.ts';

/** By employee id or by the employee's user id. */
export async function findEmployee(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: employees.id,
      userId: employees.userId,
      companyId: employees.companyId,
      jobTitle: employees.jobTitle,
      role: employees.role,
      createdAt: employees.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      picture: users.picture,
    })
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(or(eq(employees.id, id), eq(employees.userId, id)))
    .limit(1);
  return rows[0];
}
