// Company employees: reading a profile (management arrives with the companies issue).
import type { EmployeeProfile } from '@redress/contract';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { canViewEmployee } from './employees.policy.ts';
import { findEmployee } from './employees.repository.ts';

export async function getEmployeeProfile(database: Database, actor: Actor, id: string): Promise<EmployeeProfile> {
  const e = await findEmployee(database.db, id);
  // Someone else's company: the same 404 as a missing one, so ids cannot be probed.
  if (!e || !canViewEmployee(actor, e)) throw AppError.notFound('Employee');
  return { ...e, createdAt: e.createdAt.toISOString() };
}
