// Notifications: the only file in this module that touches the notifications table (and reads the recipients' e-mail
// settings from users, and a company's e-mail details). A person's bell is their own rows plus their company's (notifications_user_idx and
// notifications_company_idx serve the page; the *_unread_idx partial indexes the count).
import { and, desc, eq, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailDetails, notifications, users } from '../../db/schema/index.ts';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = typeof notifications.$inferInsert;

/** Whose bell: the person, and the company they act for (if any). */
export interface Recipient {
  userId: string;
  companyId: string | null;
}

const ownedBy = (r: Recipient): SQL =>
  r.companyId ? or(eq(notifications.userId, r.userId), eq(notifications.companyId, r.companyId))! : eq(notifications.userId, r.userId);

export async function insertNotifications(tx: DbOrTx, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (!rows.length) return [];
  return tx.insert(notifications).values(rows).returning();
}

/** A page of the bell, newest first. */
export async function listNotifications(db: DbOrTx, r: Recipient, page: number, size: number): Promise<NotificationRow[]> {
  return db.select().from(notifications).where(ownedBy(r)).orderBy(desc(notifications.createdAt), desc(notifications.id)).limit(size).offset((page - 1) * size);
}

export async function countNotifications(db: DbOrTx, r: Recipient): Promise<{ total: number; unread: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, unread: sql<number>`(count(*) FILTER (WHERE ${notifications.readAt} IS NULL))::int` })
    .from(notifications)
    .where(ownedBy(r));
  return row ?? { total: 0, unread: 0 };
}

export async function countUnread(db: DbOrTx, r: Recipient): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(notifications).where(and(ownedBy(r), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks one of the recipient's notifications read; undefined when it is not theirs (or does not exist). */
export async function markRead(db: DbOrTx, r: Recipient, id: string, at: Date): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), ownedBy(r)))
    .returning();
  return row;
}

export async function markAllRead(db: DbOrTx, r: Recipient, at: Date): Promise<number> {
  const rows = await db.update(notifications).set({ readAt: at }).where(and(ownedBy(r), isNull(notifications.readAt))).returning({ id: notifications.id });
  return rows.length;
}

/** Who a notification e-mail may go to: live, verified accounts, with the kinds they turned off. */
export interface MailRecipient {
  id: string;
  email: string;
  firstName: string;
  notificationMailOff: string[];
}

const mailColumns = { id: users.id, email: users.email, firstName: users.firstName, notificationMailOff: users.notificationMailOff };
const mailable = and(eq(users.status, 'active'), isNull(users.deletedAt), eq(users.emailVerified, true));

export async function findMailRecipients(db: DbOrTx, userIds: string[]): Promise<MailRecipient[]> {
  if (!userIds.length) return [];
  return db.select(mailColumns).from(users).where(and(inArray(users.id, userIds), mailable));
}

/** The people of a company (its owner and employees), but the one who acted. */
export async function findCompanyMailRecipients(db: DbOrTx, companyId: string, exceptUserId: string | null): Promise<MailRecipient[]> {
  return db.select(mailColumns).from(users).where(and(eq(users.companyId, companyId), mailable, exceptUserId ? ne(users.id, exceptUserId) : undefined));
}

/** A company's e-mail details (its settings, decision 120): where its notices go and which kinds mail. None: defaults. */
export async function findCompanyMailDetails(db: DbOrTx, companyId: string) {
  const [row] = await db
    .select({ contactEmails: emailDetails.contactEmails, ccEmails: emailDetails.ccEmails, notifyOnComplaint: emailDetails.notifyOnComplaint, notifyOnReview: emailDetails.notifyOnReview })
    .from(emailDetails)
    .where(eq(emailDetails.companyId, companyId))
    .limit(1);
  return row;
}
