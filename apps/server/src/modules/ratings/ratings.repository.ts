// The only file of the ratings module that touches the database. A rating is read with its company and its rater
// (one statement joining companies and users: the card shows both).
import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyStats, customerStats, ratings, users } from '../../db/schema/index.ts';

export type RatingRow = typeof ratings.$inferSelect;
export type NewRating = typeof ratings.$inferInsert;

const viewSelection = {
  rating: ratings,
  company: { id: companies.id, name: companies.name, slug: companies.slug, logo: companies.logo, serviceOffered: companies.serviceOffered },
  customer: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email, removed: sql<boolean>`${users.deletedAt} IS NOT NULL` },
};
export type RatingView = { rating: RatingRow; company: { id: string; name: string; slug: string; logo: string | null; serviceOffered: string | null }; customer: { id: string; firstName: string; lastName: string; email: string; removed: boolean } };

const views = (db: DbOrTx) => db.select(viewSelection).from(ratings)
  .innerJoin(companies, eq(companies.id, ratings.companyId))
  .innerJoin(users, eq(users.id, ratings.customerId));

export async function findRatingView(db: DbOrTx, id: string): Promise<RatingView | undefined> {
  const rows = await views(db).where(eq(ratings.id, id)).limit(1);
  return rows[0];
}

/** The customer's live rating of a company, locked for the replacing transaction. */
export async function findLiveRatingForUpdate(db: DbOrTx, companyId: string, customerId: string): Promise<RatingRow | undefined> {
  const rows = await db.select().from(ratings)
    .where(and(eq(ratings.companyId, companyId), eq(ratings.customerId, customerId), isNull(ratings.deletedAt)))
    .limit(1).for('update');
  return rows[0];
}

export async function insertRating(db: DbOrTx, values: NewRating): Promise<RatingRow> {
  const [row] = await db.insert(ratings).values(values).returning();
  return row!;
}

/** A moderator's change, only if the rating still stands as it did when they looked (else undefined). */
export async function moderateRatingRow(db: DbOrTx, id: string, values: Partial<NewRating>, was: { deleted: boolean; hidden: boolean; flagged: boolean }): Promise<RatingRow | undefined> {
  const [row] = await db.update(ratings).set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(ratings.id, id), was.deleted ? sql`${ratings.deletedAt} IS NOT NULL` : isNull(ratings.deletedAt), eq(ratings.hidden, was.hidden), eq(ratings.flagged, was.flagged)))
    .returning();
  return row;
}

/** Soft-deletes a live rating; undefined when it was not live any more (a concurrent delete). */
export async function softDeleteRating(db: DbOrTx, id: string, by: string, reason: string): Promise<RatingRow | undefined> {
  const [row] = await db.update(ratings).set({ deletedAt: sql`now()`, deletedById: by, deleteReason: reason, updatedAt: sql`now()` })
    .where(and(eq(ratings.id, id), isNull(ratings.deletedAt))).returning();
  return row;
}

export type RatingListFilter = { customerId: string; companyId?: string } | { companyId: string };

/** A page of live ratings, newest first (ratings_customer_idx / ratings_company_idx). */
export async function listRatingViews(db: DbOrTx, f: RatingListFilter, page: number, size: number): Promise<RatingView[]> {
  const where: SQL[] = [isNull(ratings.deletedAt)];
  if ('customerId' in f) where.push(eq(ratings.customerId, f.customerId));
  if (f.companyId) where.push(eq(ratings.companyId, f.companyId));
  return views(db).where(and(...where)).orderBy(desc(ratings.createdAt), desc(ratings.id)).limit(size).offset((page - 1) * size);
}

/** Live ratings by a customer, from the maintained counter (never a count over the table). */
export async function readCustomerRatingsTotal(db: DbOrTx, customerId: string): Promise<number> {
  const rows = await db.select({ n: customerStats.ratingsTotal }).from(customerStats).where(eq(customerStats.userId, customerId)).limit(1);
  return rows[0]?.n ?? 0;
}

/** Live ratings of a company, from the maintained counter. */
export async function readCompanyRatingsTotal(db: DbOrTx, companyId: string): Promise<number> {
  const rows = await db.select({ n: companyStats.ratingsTotal }).from(companyStats).where(eq(companyStats.companyId, companyId)).limit(1);
  return rows[0]?.n ?? 0;
}
