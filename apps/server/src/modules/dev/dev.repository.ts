import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';

/** Outbox mails, newest first, optionally for one recipient (case-insensitive). */
export async function listOutbox(db: Db, q: { page: number; size: number; to?: string }) {
  const where = q.to ? eq(sql`lower(${mailOutbox.to})`, q.to.toLowerCase()) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, template: mailOutbox.template, text: mailOutbox.text, status: mailOutbox.status, createdAt: mailOutbox.createdAt })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(q.size)
      .offset((q.page - 1) * q.size),
    db.$count(mailOutbox, where),
  ]);
  return { rows, total };
}
