// Contact messages: the only file of the module touching tables.
import { and, count, desc, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contactMessages } from '../../db/schema/index.ts';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export async function insertMessage(db: DbOrTx, values: typeof contactMessages.$inferInsert): Promise<ContactMessageRow> {
  const rows = await db.insert(contactMessages).values(values).returning();
  return rows[0]!;
}

/** Messages sent from one address since `since` (lower-cased address, by contact_messages_email_idx). */
export async function countFromAddressSince(db: DbOrTx, email: string, since: Date): Promise<number> {
  const rows = await db.select({ n: count() }).from(contactMessages)
    .where(and(sql`lower(${contactMessages.email}) = ${email.toLowerCase()}`, gt(contactMessages.createdAt, since)));
  return rows[0]?.n ?? 0;
}

export async function listMessages(db: DbOrTx, state: 'open' | 'handled' | 'all', page: number, size: number) {
  const where: SQL | undefined = state === 'open' ? isNull(contactMessages.handledAt) : state === 'handled' ? isNotNull(contactMessages.handledAt) : undefined;
  const [rows, total] = await Promise.all([
    db.select().from(contactMessages).where(where).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(contactMessages).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function findMessage(db: DbOrTx, id: string): Promise<ContactMessageRow | undefined> {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return rows[0];
}

/** Marks a message handled (or open again); undefined when there is no such message. */
export async function setHandled(db: DbOrTx, id: string, handledById: string | null): Promise<ContactMessageRow | undefined> {
  const rows = await db.update(contactMessages)
    .set(handledById ? { handledAt: sql`now()`, handledById } : { handledAt: null, handledById: null })
    .where(eq(contactMessages.id, id))
    .returning();
  return rows[0];
}
