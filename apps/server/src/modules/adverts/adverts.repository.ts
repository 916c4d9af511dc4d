// The adverts table: admin CRUD, the live read that counts its impressions, the click that counts itself.
import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { adverts } from '../../db/schema/index.ts';

export type AdvertRow = typeof adverts.$inferSelect;
export type NewAdvert = typeof adverts.$inferInsert;

const liveAt = (now: Date) => and(
  eq(adverts.active, true),
  or(isNull(adverts.startsAt), lte(adverts.startsAt, now)),
  or(isNull(adverts.endsAt), gt(adverts.endsAt, now)),
);

export async function listAdverts(db: DbOrTx): Promise<AdvertRow[]> {
  return db.select().from(adverts).orderBy(desc(adverts.createdAt));
}

export async function findAdvert(db: DbOrTx, id: string): Promise<AdvertRow | undefined> {
  return (await db.select().from(adverts).where(eq(adverts.id, id)))[0];
}

export async function insertAdvert(db: DbOrTx, values: NewAdvert): Promise<AdvertRow> {
  return (await db.insert(adverts).values(values).returning())[0]!;
}

export async function updateAdvert(db: DbOrTx, id: string, values: Partial<NewAdvert>): Promise<AdvertRow | undefined> {
  return (await db.update(adverts).set({ ...values, updatedAt: new Date() }).where(eq(adverts.id, id)).returning())[0];
}

export async function deleteAdvert(db: DbOrTx, id: string): Promise<AdvertRow | undefined> {
  return (await db.delete(adverts).where(eq(adverts.id, id)).returning())[0];
}

/**
 * The adverts live now for a placement, each counted as shown once: one UPDATE ... RETURNING per render, whatever the
 * number of adverts (decision 128).
 */
export async function showLiveAdverts(db: DbOrTx, placement: AdvertRow['placement'], limit: number, now = new Date()): Promise<AdvertRow[]> {
  const ids = db.select({ id: adverts.id }).from(adverts)
    .where(and(eq(adverts.placement, placement), liveAt(now)))
    .orderBy(asc(adverts.sortOrder), desc(adverts.createdAt)).limit(limit);
  const rows = await db.update(adverts).set({ impressions: sql`${adverts.impressions} + 1` }).where(sql`${adverts.id} IN (${ids})`).returning();
  return rows.sort((a, b) => a.sortOrder - b.sortOrder || b.createdAt.getTime() - a.createdAt.getTime());
}

/** Counts a click on a live advert and answers where it goes; undefined when it is not live (or has no link). */
export async function countClick(db: DbOrTx, id: string, now = new Date()): Promise<string | undefined> {
  const row = (await db.update(adverts).set({ clicks: sql`${adverts.clicks} + 1` })
    .where(and(eq(adverts.id, id), liveAt(now), sql`${adverts.linkUrl} IS NOT NULL`)).returning({ linkUrl: adverts.linkUrl }))[0];
  return row?.linkUrl ?? undefined;
}
