// Invitations and opt-outs: the only file of the module touching tables.
import { and, count, eq, gt, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { invitationOptOuts, invitations } from '../../db/schema/index.ts';

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
