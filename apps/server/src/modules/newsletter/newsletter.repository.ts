import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';

export async function upsertSubscriber(db: DbOrTx, input: { email: string; source: string; unsubscribeToken: string }) {
  // Re-subscribing after an unsubscribe is allowed; an active subscription is left as it is.
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email: input.email, source: input.source, unsubscribeToken: input.unsubscribeToken, confirmedAt: new Date() })
    .onConflictDoNothing()
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  if (rows.length > 0) return { created: true, token: rows[0]!.token };
  const revived = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(and(sql`lower(${newsletterSubscribers.email}) = ${input.email}`, sql`${newsletterSubscribers.unsubscribedAt} is not null`))
    .returning({ token: newsletterSubscribers.unsubscribeToken });
  return { created: revived.length > 0, token: revived[0]?.token ?? null };
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
  await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`, isNull(newsletterSubscribers.unsubscribedAt)));
}
