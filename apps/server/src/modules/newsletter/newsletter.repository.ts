import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

/**
 * Adds the address as pending (decision 185: no mail but the confirmation until it is confirmed). Returns whether the
 * address needs a confirmation: new, still pending, or unsubscribed; an active subscription is left as it is.
 */
export async function addPendingSubscriber(db: DbOrTx, input: { email: string; source: string; unsubscribeToken: string }): Promise<boolean> {
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, unsubscribeToken: input.unsubscribeToken, confirmedAt: null })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscribers.id });
  if (rows.length > 0) return true;
  const existing = await findByEmail(db, input.email);
  return !!existing && (existing.confirmedAt === null || existing.unsubscribedAt !== null);
}

export async function findByEmail(db: DbOrTx, email: string) {
  const rows = await db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`).limit(1);
  return rows[0] ?? null;
}

/** The confirmation link's POST: the address is on the list from now on. */
export async function confirmSubscriber(db: DbOrTx, id: string) {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ confirmedAt: new Date(), unsubscribedAt: null })
    .where(eq(newsletterSubscribers.id, id))
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  return rows[0]!.token;
}

export async function unsubscribeByToken(db: DbOrTx, token: string) {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.unsubscribeToken, token), isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ email: newsletterSubscribers.email });
  return rows[0] ?? null;
}

export async function findByToken(db: DbOrTx, token: string) {
  const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.unsubscribeToken, token)).limit(1);
  return rows[0] ?? null;
}

/** The digest's signed one-click link: the address leaves the list (idempotent; unknown addresses change nothing). */
export async function unsubscribeByEmail(db: DbOrTx, email: string) {
  return db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`, isNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ email: newsletterSubscribers.email });
}
