// Invitations and opt-outs: the only file of the module touching tables.
import { and, count, desc, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invitationOptOuts, invitations, mailOutbox, prospectInvitations } from '../../db/schema/index.ts';

export async function countSentSince(db: DbOrTx, senderId: string, since: Date): Promise<number> {
  const rows = await db.select({ n: count() }).from(invitations).where(and(eq(invitations.senderId, senderId), gt(invitations.createdAt, since)));
  return rows[0]?.n ?? 0;
}

/** Which of `emails` (lower-cased) got an invitation since `since`, from anyone. */
export async function invitedSince(db: DbOrTx, emails: string[], since: Date): Promise<string[]> {
  const rows = await db.selectDistinct({ email: invitations.email }).from(invitations).where(and(inArray(invitations.email, emails), gt(invitations.createdAt, since)));
  return rows.map((r) => r.email);
}

export async function optedOut(db: DbOrTx, emails: string[]): Promise<string[]> {
  const rows = await db.select({ email: invitationOptOuts.email }).from(invitationOptOuts).where(inArray(invitationOptOuts.email, emails));
  return rows.map((r) => r.email);
}

export async function insertInvitations(db: DbOrTx, rows: { senderId: string; email: string; message: string | null }[]) {
  await db.insert(invitations).values(rows);
}

export async function optOut(db: DbOrTx, email: string) {
  await db.insert(invitationOptOuts).values({ email }).onConflictDoNothing();
}

/** The mail that invited `email` as a prospect company since `since`, if any (the newest). */
export async function recentProspectMail(db: DbOrTx, email: string, since: Date): Promise<string | undefined> {
  const rows = await db.select({ mailId: prospectInvitations.mailId }).from(prospectInvitations)
    .where(and(eq(prospectInvitations.email, email), gt(prospectInvitations.createdAt, since), isNotNull(prospectInvitations.mailId)))
    .orderBy(desc(prospectInvitations.createdAt)).limit(1);
  return rows[0]?.mailId ?? undefined;
}

export async function insertProspectInvitation(db: DbOrTx, row: { complaintId: string; email: string; mailId: string | null }) {
  await db.insert(prospectInvitations).values(row);
}

/** A complaint's invitation with its mail's state (a join with platform/mail's outbox: one statement for one answer). */
export async function findProspectInvitation(db: DbOrTx, complaintId: string) {
  const rows = await db.select({ email: prospectInvitations.email, mailId: prospectInvitations.mailId, status: mailOutbox.status, sentAt: mailOutbox.sentAt })
    .from(prospectInvitations).leftJoin(mailOutbox, eq(mailOutbox.id, prospectInvitations.mailId))
    .where(eq(prospectInvitations.complaintId, complaintId)).limit(1);
  return rows[0];
}
