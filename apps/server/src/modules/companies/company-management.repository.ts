// The admin's company management list and view (GET /admin/company/mgt, /admin/company/mgt/{id}; decision 132). One
// statement answers a page's rows with their figures: the totals come from company_stats (the maintained counters),
// the employees, categories, plan and owner from subqueries and joins evaluated for the page's rows only (ARCHITECTURE
// rule 3: a list's read joins other modules' tables in one statement). A second statement counts the matches, capped.
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AdminCompanyFilter, AdminCompanySort } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyCategories, companyStats, employees, plans, subscriptions, users } from '../../db/schema/index.ts';
import { COUNT_CAP } from './companies.repository.ts';

export interface CompanyMgtFilter {
  search?: string;
  filter: AdminCompanyFilter;
  categoryId?: string;
  sort: AdminCompanySort;
}

const categoryNames = sql<string[]>`coalesce((SELECT array_agg(cat.name ORDER BY cat.name) FROM company_categories cc JOIN categories cat ON cat.id = cc.category_id WHERE cc.company_id = ${companies.id}), '{}'::text[])`;
const employeesCount = sql<number>`(SELECT count(*)::int FROM ${employees} WHERE ${employees.companyId} = ${companies.id})`;
/** The active subscription's plan (one per company, a unique index), else the free plan. */
const activePlan = (column: 'code' | 'name') => sql<string>`coalesce(
  (SELECT p.${sql.raw(column)} FROM ${subscriptions} s JOIN ${plans} p ON p.id = s.plan_id WHERE s.company_id = ${companies.id} AND s.status = 'active' LIMIT 1),
  (SELECT p.${sql.raw(column)} FROM ${plans} p WHERE p.code = 'free'), ${column === 'code' ? 'free' : 'Free'})`;

const selection = {
  id: companies.id,
  name: companies.name,
  logo: companies.logo,
  country: companies.country,
  email: companies.email,
  isVerified: companies.isVerified,
  deletedAt: companies.deletedAt,
  createdAt: companies.createdAt,
  categories: categoryNames,
  complaints: companyStats.complaintsTotal,
  reviews: companyStats.reviewsTotal,
  ratings: companyStats.ratingsTotal,
  score: companyStats.score,
  employees: employeesCount,
  planCode: activePlan('code'),
  planName: activePlan('name'),
};

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

function mgtWhere(f: CompanyMgtFilter): SQL {
  const parts: SQL[] = [];
  if (f.filter === 'removed') parts.push(sql`${companies.deletedAt} IS NOT NULL`);
  else parts.push(sql`${companies.deletedAt} IS NULL`);
  if (f.filter === 'verified') parts.push(sql`${companies.isVerified}`);
  if (f.filter === 'unverified') parts.push(sql`${companies.isVerified} = false`);
  // lower(name) LIKE '%…%': the trigram index companies_name_trgm_idx answers it.
  if (f.search) parts.push(sql`lower(${companies.name}) LIKE ${`%${escapeLike(f.search.toLowerCase())}%`}`);
  if (f.categoryId) parts.push(sql`EXISTS (SELECT 1 FROM ${companyCategories} WHERE ${companyCategories.companyId} = ${companies.id} AND ${companyCategories.categoryId} = ${f.categoryId})`);
  return and(...parts)!;
}

export async function listCompaniesForAdmin(db: DbOrTx, f: CompanyMgtFilter, page: number, size: number) {
  // Most complaints first walks company_stats_complaints_total_idx (complaints_total desc, company_id): every company
  // has its counters row from creation (stats.service startCompanyStats), so the join is inner.
  const order = f.sort === 'complaints'
    ? [desc(companyStats.complaintsTotal), asc(companyStats.companyId)]
    : [desc(companies.createdAt), desc(companies.id)];
  return db.select(selection).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id))
    .where(mgtWhere(f)).orderBy(...order).limit(size).offset((page - 1) * size);
}

/** The number of matches, counted up to COUNT_CAP + 1 (PERF.md: no exact count over a large table). */
export async function countCompaniesForAdmin(db: DbOrTx, f: CompanyMgtFilter): Promise<number> {
  const inner = db.select({ one: sql`1` }).from(companies).where(mgtWhere(f)).limit(COUNT_CAP + 1);
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(inner.as('matches'));
  return rows[0]?.n ?? 0;
}

export type CompanyMgtRow = Awaited<ReturnType<typeof listCompaniesForAdmin>>[number];

/** One company, removed or not, with its figures, owner and plan. */
export async function findCompanyForAdmin(db: DbOrTx, id: string) {
  const [row] = await db.select({
    ...selection,
    ownerId: users.id, ownerFirstName: users.firstName, ownerLastName: users.lastName, ownerEmail: users.email,
  }).from(companies).innerJoin(companyStats, eq(companyStats.companyId, companies.id)).leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(companies.id, id)).limit(1);
  return row;
}
