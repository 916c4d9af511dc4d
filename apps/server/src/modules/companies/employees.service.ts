// Company employees: the owner creates, edits and removes employee sign-ins; profiles are read by the employee,
// their company's owner and admins. Every change is audited.
import type { CreateEmployeeRequest, EmployeeProfile, ListMeta, UpdateEmployeeRequest } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { assertStrongPassword, hashPassword } from '../../lib/passwords.ts';
import type { Actor } from '../../lib/tokens.ts';
import { closeEmployeeAccount, createEmployeeAccount, updateEmployeeAccount } from '../users/users.service.ts';
import { lockCompanyForPlan } from '../billing/billing.repository.ts';
import { assertRoomFor } from '../billing/plan-limits.ts';
import { findCompanyPlan } from '../billing/plans.repository.ts';
import type { CompaniesDeps } from './companies.service.ts';
import { findCompanyRow } from './companies.repository.ts';
import { canManageEmployees, canUpdateEmployee, canViewEmployee } from './employees.policy.ts';
import { countCompanyEmployees, deleteEmployeeRow, findEmployee, insertEmployee, listCompanyEmployees, updateEmployee, type EmployeeWithUser } from './employees.repository.ts';

const present = (e: EmployeeWithUser): EmployeeProfile => ({ ...e, createdAt: e.createdAt.toISOString() });

export async function getEmployeeProfile(database: Database, actor: Actor, id: string): Promise<EmployeeProfile> {
  const e = await findEmployee(database.db, id);
  // Someone else's company: the same 404 as a missing one, so ids cannot be probed.
  if (!e || !canViewEmployee(actor, e)) throw AppError.notFound('Employee');
  return present(e);
}

async function loadCompany(deps: CompaniesDeps, id: string) {
  const company = await findCompanyRow(deps.database.db, id);
  if (!company) throw AppError.notFound('Company');
  return company;
}

/** An employee and their company; callers answer 404 to anyone who may not even see the employee (decisions.md 26). */
async function loadEmployeeAndCompany(deps: CompaniesDeps, id: string) {
  const e = await findEmployee(deps.database.db, id);
  if (!e) throw AppError.notFound('Employee');
  const company = await findCompanyRow(deps.database.db, e.companyId);
  if (!company) throw AppError.notFound('Employee');
  return { employee: e, company };
}

export async function companyEmployees(deps: CompaniesDeps, actor: Actor, companyId: string, page: number, size: number): Promise<{ data: EmployeeProfile[]; meta: ListMeta }> {
  const company = await loadCompany(deps, companyId);
  if (!canManageEmployees(actor, company)) throw AppError.forbidden('Only the company\'s owner or an admin may list its employees');
  const { rows, total } = await listCompanyEmployees(deps.database.db, company.id, page, size);
  return { data: rows.map(present), meta: buildListMeta(page, size, total) };
}

export async function createEmployeeProfile(deps: CompaniesDeps & { siteWords: string[] }, actor: Actor, input: CreateEmployeeRequest & { email: string; password: string; role: 'manager' | 'agent' }) {
  const companyId = input.companyId ?? actor.companyId;
  if (!companyId) throw AppError.badRequest('companyId: is required', [{ field: 'companyId', message: 'is required' }]);
  const company = await loadCompany(deps, companyId);
  if (!canManageEmployees(actor, company)) throw AppError.forbidden('Only the company\'s owner or an admin may add employees');
  assertStrongPassword(input.password, 'password', [...deps.siteWords, input.email, input.firstName, input.lastName]);
  const passwordHash = await hashPassword(input.password);
  const id = await deps.database.db.transaction(async (tx) => {
    // The plan's employees limit, counted under the company's lock so two parallel adds cannot both take the last seat.
    await lockCompanyForPlan(tx, company.id);
    assertRoomFor(await findCompanyPlan(tx, company.id), 'employees', await countCompanyEmployees(tx, company.id));
    const user = await createEmployeeAccount(tx, { email: input.email, passwordHash, firstName: input.firstName, lastName: input.lastName, companyId: company.id });
    const employee = await insertEmployee(tx, { userId: user.id, companyId: company.id, jobTitle: input.jobTitle ?? null, role: input.role });
    await deps.audit.record({
      actor, action: 'employee.create', entityType: 'employee', entityId: employee.id, companyId: company.id,
      after: { userId: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, jobTitle: employee.jobTitle, role: employee.role },
    }, tx);
    return employee.id;
  }).catch((err: unknown) => {
    if (isUniqueViolation(err, 'users_email_lower_unique')) {
      throw AppError.conflict('email: an account with this e-mail address already exists', [{ field: 'email', message: 'is already registered' }]);
    }
    throw err;
  });
  return { returnId: id, employee: present((await findEmployee(deps.database.db, id))!) };
}

export async function updateEmployeeProfile(deps: CompaniesDeps, actor: Actor, id: string, input: UpdateEmployeeRequest): Promise<EmployeeProfile> {
  const { employee, company } = await loadEmployeeAndCompany(deps, id);
  const fields = Object.keys(input).filter((k) => input[k as keyof UpdateEmployeeRequest] !== undefined);
  if (!canUpdateEmployee(actor, company, employee, fields)) {
    if (canViewEmployee(actor, employee)) throw AppError.forbidden('Only the company\'s owner may change a job title or role');
    throw AppError.notFound('Employee');
  }
  await deps.database.db.transaction(async (tx) => {
    const account = { firstName: input.firstName, lastName: input.lastName, picture: input.picture };
    const job = { jobTitle: input.jobTitle, role: input.role };
    const defined = <T extends object>(o: T) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
    if (Object.keys(defined(account)).length) await updateEmployeeAccount(tx, employee.userId, defined(account));
    if (Object.keys(defined(job)).length) await updateEmployee(tx, employee.id, defined(job) as never);
    const after = { ...defined(account), ...defined(job) };
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, employee[k as keyof EmployeeWithUser]]));
    await deps.audit.record({ actor, action: 'employee.update', entityType: 'employee', entityId: employee.id, companyId: company.id, before, after }, tx);
  });
  return present((await findEmployee(deps.database.db, employee.id))!);
}

/** Removes the employee from the company and closes their sign-in (the account row stays for authorship). */
export async function deleteEmployee(deps: CompaniesDeps, actor: Actor, id: string): Promise<{ message: string }> {
  const { employee, company } = await loadEmployeeAndCompany(deps, id);
  if (!canManageEmployees(actor, company)) {
    if (canViewEmployee(actor, employee)) throw AppError.forbidden('Only the company\'s owner or an admin may remove employees');
    throw AppError.notFound('Employee');
  }
  await deps.database.db.transaction(async (tx) => {
    await deleteEmployeeRow(tx, employee.id);
    await closeEmployeeAccount(tx, employee.userId);
    await deps.audit.record({
      actor, action: 'employee.delete', entityType: 'employee', entityId: employee.id, companyId: company.id,
      before: { userId: employee.userId, email: employee.email, firstName: employee.firstName, lastName: employee.lastName, jobTitle: employee.jobTitle, role: employee.role },
    }, tx);
  });
  return { message: 'Employee removed' };
}
