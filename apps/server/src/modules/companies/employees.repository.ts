// Company employees (with their user fields). The only file here touching the employees table.
import { desc, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employees, users } from '../../db/schema/index.ts';

export type EmployeeRow = typeof employees.$inferSelect;

const employeeSelection = {
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
};

/** By employee id or by the employee's user id. */
export async function findEmployee(db: DbOrTx, id: string) {
  const rows = await db
    .select(employeeSelection)
    .from(employees)
    .innerJoin(users, eq(users.id, employees.userId))
    .where(or(eq(employees.id, id), eq(employees.userId, id)))
    .limit(1);
  return rows[0];
}

export type EmployeeWithUser = NonNullable<Awaited<ReturnType<typeof findEmployee>>>;

/** A company's employees, newest first (employees_company_id_idx), with their count (bounded by the company). */
export async function listCompanyEmployees(db: DbOrTx, companyId: string, page: number, size: number) {
  const [rows, total] = await Promise.all([
    db.select(employeeSelection).from(employees).innerJoin(users, eq(users.id, employees.userId))
      .where(eq(employees.companyId, companyId)).orderBy(desc(employees.createdAt), desc(employees.id)).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.companyId, companyId)),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function insertEmployee(db: DbOrTx, values: typeof employees.$inferInsert): Promise<EmployeeRow> {
  const rows = await db.insert(employees).values(values).returning();
  return rows[0]!;
}

export async function updateEmployee(db: DbOrTx, id: string, values: Partial<Pick<EmployeeRow, 'jobTitle' | 'role'>>) {
  await db.update(employees).set(values).where(eq(employees.id, id));
}

export async function deleteEmployeeRow(db: DbOrTx, id: string) {
  await db.delete(employees).where(eq(employees.id, id));
}

/** How many employees the company has (the plan's employees limit). */
export async function countCompanyEmployees(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(employees).where(eq(employees.companyId, companyId));
  return row?.n ?? 0;
}
