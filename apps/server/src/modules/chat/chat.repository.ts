// Support chat threads and messages: the only file of the module touching tables. Reads join `users` (and an agent's
// admin role) so that a page of messages or conversations with their people's names is one statement.
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { adminRoles, chatMessages, chatThreads, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

export type ChatThreadRow = typeof chatThreads.$inferSelect;
export type ChatMessageInsert = typeof chatMessages.$inferInsert;

const customer = alias(users, 'customer');
const sender = alias(users, 'sender');

/** A person as the chat names them. */
export interface ChatPersonRow { id: string; firstName: string; lastName: string; email: string; profileType: string }

export interface ChatMessageRow {
  id: string;
  threadId: string;
  message: string;
  source: string;
  sentAt: Date;
  readAt: Date | null;
  senderType: 'CUSTOMER' | 'ADMIN';
  senderId: string | null;
  recipientId: string | null;
  /** The agent who sent it (admin messages), for the name shown. */
  senderFirstName: string | null;
  customer: ChatPersonRow;
}

export interface ChatThreadViewRow extends ChatThreadRow { customer: ChatPersonRow }

const personColumns = (t: typeof customer) => ({ id: t.id, firstName: t.firstName, lastName: t.lastName, email: t.email, profileType: t.profileType });

/** The customer's open conversation, made when it does not exist (the partial unique index keeps it to one). */
export async function ensureOpenThread(tx: DbOrTx, userId: string): Promise<ChatThreadRow> {
  await tx.insert(chatThreads).values({ userId }).onConflictDoNothing();
  return (await findOpenThread(tx, userId))!;
}

export async function findOpenThread(db: DbOrTx, userId: string): Promise<ChatThreadRow | undefined> {
  const rows = await db.select().from(chatThreads).where(and(eq(chatThreads.userId, userId), isNull(chatThreads.closedAt))).limit(1);
  return rows[0];
}

export async function insertMessage(tx: DbOrTx, values: ChatMessageInsert): Promise<{ id: string }> {
  const rows = await tx.insert(chatMessages).values(values).returning({ id: chatMessages.id });
  return rows[0]!;
}

/** The thread's last message and one more unread for the side that receives it. */
export async function bumpThread(tx: DbOrTx, threadId: string, at: Date, preview: string, unreadFor: 'user' | 'support') {
  await tx.update(chatThreads).set({
    lastMessageAt: at,
    lastMessagePreview: preview,
    ...(unreadFor === 'user' ? { unreadForUser: sql`${chatThreads.unreadForUser} + 1` } : { unreadForSupport: sql`${chatThreads.unreadForSupport} + 1` }),
  }).where(eq(chatThreads.id, threadId));
}

const messageSelection = {
  id: chatMessages.id, threadId: chatMessages.threadId, message: chatMessages.message, source: chatMessages.source, sentAt: chatMessages.sentAt,
  readAt: chatMessages.readAt, senderType: chatMessages.senderType, senderId: chatMessages.senderId, recipientId: chatMessages.recipientId,
  senderFirstName: sender.firstName, customer: personColumns(customer),
};

export async function findMessage(db: DbOrTx, id: string): Promise<ChatMessageRow | undefined> {
  const rows = await db.select(messageSelection).from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .innerJoin(customer, eq(customer.id, chatThreads.userId))
    .leftJoin(sender, eq(sender.id, chatMessages.senderId))
    .where(eq(chatMessages.id, id));
  return rows[0] as ChatMessageRow | undefined;
}

/** A person's conversations, newest first. */
export async function listThreadsOfUser(db: DbOrTx, userId: string): Promise<ChatThreadViewRow[]> {
  const rows = await db.select({ thread: chatThreads, customer: personColumns(customer) }).from(chatThreads)
    .innerJoin(customer, eq(customer.id, chatThreads.userId))
    .where(eq(chatThreads.userId, userId))
    .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id));
  return rows.map((r) => ({ ...r.thread, customer: r.customer }));
}

/** The newest `limit` messages of each thread, oldest first (one statement for all threads). */
export async function listMessagesOfThreads(db: DbOrTx, threadIds: string[], limit: number): Promise<ChatMessageRow[]> {
  if (threadIds.length === 0) return [];
  const ranked = db.select({ id: chatMessages.id, n: sql<number>`row_number() OVER (PARTITION BY ${chatMessages.threadId} ORDER BY ${chatMessages.sentAt} DESC, ${chatMessages.id} DESC)`.as('n') })
    .from(chatMessages).where(inArray(chatMessages.threadId, threadIds)).as('ranked');
  const rows = await db.select(messageSelection).from(chatMessages)
    .innerJoin(ranked, eq(ranked.id, chatMessages.id))
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .innerJoin(customer, eq(customer.id, chatThreads.userId))
    .leftJoin(sender, eq(sender.id, chatMessages.senderId))
    .where(sql`${ranked.n} <= ${limit}`)
    .orderBy(asc(chatMessages.sentAt), asc(chatMessages.id));
  return rows as ChatMessageRow[];
}

/** The messages named, with their thread's customer: what a read mark needs to judge them. */
export async function findMessagesForRead(db: DbOrTx, ids: string[]) {
  return db.select({ id: chatMessages.id, threadId: chatMessages.threadId, senderType: chatMessages.senderType, readAt: chatMessages.readAt, threadUserId: chatThreads.userId })
    .from(chatMessages).innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(inArray(chatMessages.id, ids));
}

/** Marks the unread ones read and takes them off their threads' unread counts; how many changed. */
export async function markRead(tx: DbOrTx, ids: string[], at: Date): Promise<number> {
  const changed = await tx.update(chatMessages).set({ readAt: at })
    .where(and(inArray(chatMessages.id, ids), isNull(chatMessages.readAt)))
    .returning({ threadId: chatMessages.threadId, senderType: chatMessages.senderType });
  const perThread = new Map<string, { user: number; support: number }>();
  for (const m of changed) {
    const c = perThread.get(m.threadId) ?? { user: 0, support: 0 };
    if (m.senderType === 'ADMIN') c.user += 1;
    else c.support += 1;
    perThread.set(m.threadId, c);
  }
  // At most a few threads per call (a read mark covers what one screen shows).
  await Promise.all([...perThread].map(([threadId, c]) => tx.update(chatThreads).set({
    unreadForUser: sql`greatest(0, ${chatThreads.unreadForUser} - ${c.user})`,
    unreadForSupport: sql`greatest(0, ${chatThreads.unreadForSupport} - ${c.support})`,
  }).where(eq(chatThreads.id, threadId))));
  return changed.length;
}

/** An account that may answer support chats (an admin whose role holds support.handle). */
export async function isSupportAccount(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.select({ id: users.id }).from(users).innerJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
    .where(and(eq(users.id, userId), eq(users.profileType, 'admin'), isNull(users.deletedAt), sql`'support.handle' = ANY(${adminRoles.permissions})`));
  return rows.length > 0;
}

/** How the desk names a person who asks: their full name, else their e-mail. */
export async function findAskerName(db: DbOrTx, userId: string): Promise<string> {
  const [u] = await db.select({ firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return `${u?.firstName ?? ''} ${u?.lastName ?? ''}`.trim() || u?.email || 'A customer';
}

/** The active accounts that answer support (admins whose role has support.handle): told of a new question. */
export async function listSupportAgentIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).innerJoin(adminRoles, eq(adminRoles.id, users.adminRoleId))
    .where(and(eq(users.profileType, 'admin'), eq(users.status, 'active'), isNull(users.deletedAt), sql`'support.handle' = ANY(${adminRoles.permissions})`));
  return rows.map((r) => r.id);
}

/** Open conversations with at least one message, newest first; `searchText` matches name, e-mail or any message. */
export async function listConversations(db: DbOrTx, page: number, size: number, searchText?: string) {
  const conditions: (SQL | undefined)[] = [isNull(chatThreads.closedAt), isNotNull(chatThreads.lastMessagePreview)];
  if (searchText) {
    const pattern = containsPattern(searchText);
    // Both sides use their trigram indexes: users_search_trgm_idx and chat_messages_message_trgm_idx.
    conditions.push(sql`(${customer.email} || ' ' || ${customer.firstName} || ' ' || ${customer.lastName} ILIKE ${pattern}
      OR ${chatThreads.id} IN (SELECT ${chatMessages.threadId} FROM ${chatMessages} WHERE ${chatMessages.message} ILIKE ${pattern}))`);
  }
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db.select({ thread: chatThreads, customer: personColumns(customer) }).from(chatThreads)
      .innerJoin(customer, eq(customer.id, chatThreads.userId))
      .where(where)
      .orderBy(desc(chatThreads.lastMessageAt), desc(chatThreads.id))
      .limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(chatThreads).innerJoin(customer, eq(customer.id, chatThreads.userId)).where(where),
  ]);
  return { rows: rows.map((r) => ({ ...r.thread, customer: r.customer })), total: total[0]?.n ?? 0 };
}
