// A company's data export (decision 186): its owner asks for one, within the plan's monthly allowance; the job,
// the progress, the mail and the once-only download are those of "Download my data" (decision 181).
import type { CompanyDataExportListResponse, CompanyExportAllowance, DataExport, PageQuery } from '@redress/contract';
import { buildListMeta } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../../lib/tokens.ts';
import { loadCompany } from '../billing/billing.service.ts';
import { limitOf } from '../billing/plan-limits.ts';
import { findCompanyPlan, type CompanyPlan } from '../billing/plans.repository.ts';
import { hasCompanyRight } from '../companies/companies.policy.ts';
import { queueExport, type DataExportsDeps } from './data-exports.service.ts';
import { presentDataExport } from './data-exports.presenter.ts';
import * as repo from './data-exports.repository.ts';

/** Company exports a calendar month allows (`companyExportsPerMonth`, with its default by plan code); null: no limit. */
export const companyExportsPerMonth = (plan: CompanyPlan): number | null => limitOf(plan, 'companyExportsPerMonth');

const monthStart = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

/** The company's owner, signed in as a person: not an API key, not an employee, not an admin (decision 186). */
async function ownedCompany(deps: DataExportsDeps, actor: Actor, companyId: string) {
  if (actor.apiClientId) throw AppError.forbidden('An API key cannot export a company\'s data');
  const company = await loadCompany(deps.database, companyId);
  if (!hasCompanyRight(actor, company, 'exportData')) throw AppError.forbidden('Only the company\'s owner can export its data');
  return company;
}

async function allowanceOf(deps: DataExportsDeps, companyId: string): Promise<CompanyExportAllowance> {
  const db = deps.database.db;
  const plan = await findCompanyPlan(db, companyId);
  return { planName: plan.name, perMonth: companyExportsPerMonth(plan), usedThisMonth: await repo.countCompanyExportsSince(db, companyId, monthStart(deps.now())) };
}

export async function requestCompanyExport(deps: DataExportsDeps, actor: Actor, companyId: string): Promise<DataExport> {
  const company = await ownedCompany(deps, actor, companyId);
  const db = deps.database.db;
  const busy = () => new AppError('CONFLICT', 'An export of this company is already being made; it will be ready soon');
  if (await repo.findRunning(db, actor.id, company.id)) throw busy();
  const allowance = await allowanceOf(deps, company.id);
  if (allowance.perMonth !== null && allowance.usedThisMonth >= allowance.perMonth) {
    throw AppError.forbidden(allowance.perMonth === 0
      ? `The ${allowance.planName} plan does not include company data exports; choose another plan to use them`
      : `The ${allowance.planName} plan allows ${allowance.perMonth} company data ${allowance.perMonth === 1 ? 'export' : 'exports'} a month; choose another plan for more`);
  }
  return queueExport(deps, actor.id, company.id, busy);
}

export async function listCompanyExports(deps: DataExportsDeps, actor: Actor, companyId: string, q: PageQuery): Promise<CompanyDataExportListResponse> {
  const company = await ownedCompany(deps, actor, companyId);
  const { rows, total } = await repo.listExports(deps.database.db, actor.id, q.page, q.size, company.id);
  const now = deps.now();
  return { data: rows.map((r) => presentDataExport(r, now)), meta: buildListMeta(q.page, q.size, total), allowance: await allowanceOf(deps, company.id) };
}
