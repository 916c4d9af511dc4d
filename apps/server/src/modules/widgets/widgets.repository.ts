// The widgets table: a company's saved embeds, found by id, company or short code.
import { and, asc, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, widgets } from '../../db/schema/index.ts';

export type WidgetRow = typeof widgets.$inferSelect;

/** Serialises a company's widget saves, so that the plan's count is checked against committed rows. */
export async function lockCompanyWidgets(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function findWidgetById(db: DbOrTx, id: string): Promise<WidgetRow | undefined> {
  const [row] = await db.select().from(widgets).where(eq(widgets.id, id)).limit(1);
  return row;
}

export async function findWidgetByCode(db: DbOrTx, code: string): Promise<WidgetRow | undefined> {
  const [row] = await db.select().from(widgets).where(eq(widgets.compressedUrl, code)).limit(1);
  return row;
}

export async function listCompanyWidgets(db: DbOrTx, companyId: string): Promise<WidgetRow[]> {
  return db.select().from(widgets).where(eq(widgets.companyId, companyId)).orderBy(asc(widgets.createdAt), asc(widgets.id));
}

export async function countCompanyWidgets(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(widgets).where(eq(widgets.companyId, companyId));
  return row?.n ?? 0;
}

export async function insertWidget(db: DbOrTx, values: typeof widgets.$inferInsert): Promise<WidgetRow> {
  const [row] = await db.insert(widgets).values(values).returning();
  return row!;
}

export async function updateWidget(db: DbOrTx, id: string, companyId: string, values: Pick<WidgetRow, 'kind' | 'config'>, at: Date): Promise<WidgetRow | undefined> {
  const [row] = await db.update(widgets).set({ ...values, updatedAt: at }).where(and(eq(widgets.id, id), eq(widgets.companyId, companyId))).returning();
  return row;
}
