// The admin's company management (GET /admin/company/mgt, /admin/company/mgt/{id}; decision 132): every company,
// removed ones included on request, with the figures an admin compares them by.
import type { AdminCompanyMgt, AdminCompanyMgtQuery, AdminCompanyMgtRow, ListResponse } from '@redress/contract';
import { AdminCompanyMgtQuerySchema, buildListMeta } from '@redress/contract';
import { AppError } from '../../lib/app-error.ts';
import type { CompaniesDeps } from './companies.service.ts';
import { countCompaniesForAdmin, findCompanyForAdmin, listCompaniesForAdmin, type CompanyMgtRow } from './company-management.repository.ts';

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;

function presentRow(r: CompanyMgtRow): AdminCompanyMgtRow {
  return {
    id: r.id, name: r.name, logo: r.logo, country: r.country, categories: r.categories ?? [], companyVerified: r.isVerified,
    removed: r.deletedAt !== null, createdAt: r.createdAt.toISOString(),
    figures: { complaints: r.complaints, reviews: r.reviews, ratings: r.ratings, employees: r.employees, score: round(Number(r.score), 3), planName: r.planName },
  };
}

export async function companyManagementList(deps: Pick<CompaniesDeps, 'database'>, query: AdminCompanyMgtQuery): Promise<ListResponse<AdminCompanyMgtRow>> {
  const q = AdminCompanyMgtQuerySchema.parse(query);
  const filter = { search: q.search || undefined, filter: q.filter, categoryId: q.category, sort: q.sort };
  const db = deps.database.db;
  const [rows, total] = await Promise.all([listCompaniesForAdmin(db, filter, q.page, q.size), countCompaniesForAdmin(db, filter)]);
  return { data: rows.map(presentRow), meta: buildListMeta(q.page, q.size, total) };
}

export async function companyManagementView(deps: Pick<CompaniesDeps, 'database'>, id: string): Promise<AdminCompanyMgt> {
  const r = await findCompanyForAdmin(deps.database.db, id);
  if (!r) throw AppError.notFound('Company');
  return {
    ...presentRow(r),
    email: r.email,
    owner: r.ownerId ? { id: r.ownerId, name: `${r.ownerFirstName ?? ''} ${r.ownerLastName ?? ''}`.trim(), email: r.ownerEmail ?? '' } : null,
    plan: { code: r.planCode, name: r.planName },
    removedAt: r.deletedAt ? r.deletedAt.toISOString() : null,
  };
}
