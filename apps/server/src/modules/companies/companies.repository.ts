// Companies: the only file in this module that touches the companies table.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

export type CompanyRow = typeof companies.$inferSelect;
export type NewCompany = typeof companies.$inferInsert;

export async function findCompanyByEmailOrName(db: DbOrTx, email: string, name: string) {
  const rows = await db
    .select({ id: companies.id, email: companies.email, name: companies.name })
    .from(companies)
    .where(sql`${companies.deletedAt} IS NULL AND (lower(${companies.email}) = ${email.toLowerCase()} OR lower(${companies.name}) = ${name.toLowerCase()})`)
    .limit(2);
  return rows;
}

export async function slugsLike(db: DbOrTx, base: string): Promise<string[]> {
  const rows = await db.select({ slug: companies.slug }).from(companies).where(sql`${companies.slug} = ${base} OR ${companies.slug} LIKE ${`${base}-%`}`);
  return rows.map((r) => r.slug);
}

export async function insertCompany(db: DbOrTx, values: NewCompany): Promise<CompanyRow> {
  const rows = await db.insert(companies).values(values).returning();
  return rows[0]!;
}
