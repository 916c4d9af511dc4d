// Products and services: two tables of the same shape, one repository. The only file touching them.
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { products, services } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

export type CatalogueKind = 'product' | 'service';
export type CatalogueRow = typeof products.$inferSelect;

// Same columns, so one table type serves both.
const tableOf = (kind: CatalogueKind) => (kind === 'product' ? products : (services as unknown as typeof products));

export async function insertCatalogueItem(db: DbOrTx, kind: CatalogueKind, values: typeof products.$inferInsert): Promise<CatalogueRow> {
  const rows = await db.insert(tableOf(kind)).values(values).returning();
  return rows[0]!;
}

export async function findCatalogueItem(db: DbOrTx, kind: CatalogueKind, id: string): Promise<CatalogueRow | undefined> {
  const t = tableOf(kind);
  const rows = await db.select().from(t).where(eq(t.id, id)).limit(1);
  return rows[0];
}

export async function deleteCatalogueItem(db: DbOrTx, kind: CatalogueKind, id: string) {
  const t = tableOf(kind);
  await db.delete(t).where(eq(t.id, id));
}

/** Newest first by the time-ordered (UUIDv7) primary key; the count is capped (PERF.md). */
export async function listCatalogue(db: DbOrTx, kind: CatalogueKind, f: { companyId?: string; search?: string }, page: number, size: number, cap: number) {
  const t = tableOf(kind);
  const parts: SQL[] = [sql`EXISTS (SELECT 1 FROM companies c WHERE c.id = ${t.companyId} AND c.deleted_at IS NULL)`];
  if (f.companyId) parts.push(eq(t.companyId, f.companyId));
  if (f.search) parts.push(sql`lower(${t.name}) LIKE ${containsPattern(f.search.toLowerCase())}`);
  const where = and(...parts);
  const order = f.companyId ? [sql`lower(${t.name})`, t.id] : [desc(t.id)];
  const [rows, total] = await Promise.all([
    db.select().from(t).where(where).orderBy(...order).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(db.select({ one: sql`1` }).from(t).where(where).limit(cap).as('items')),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}
