// A company's e-mail details (the email_details table: where its notices go, which kinds mail it). The profile
// switch's default is a companies column, written through companies.repository.
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { emailDetails } from '../../db/schema/index.ts';

export type EmailDetailsRow = typeof emailDetails.$inferSelect;

export async function findEmailDetails(db: DbOrTx, companyId: string): Promise<EmailDetailsRow | undefined> {
  const [row] = await db.select().from(emailDetails).where(eq(emailDetails.companyId, companyId)).limit(1);
  return row;
}

export type EmailDetailsValues = Pick<EmailDetailsRow, 'contactEmails' | 'ccEmails' | 'notifyOnComplaint' | 'notifyOnReview' | 'overdueSummary' | 'updatedById'>;

export async function upsertEmailDetails(tx: DbOrTx, companyId: string, values: EmailDetailsValues): Promise<void> {
  await tx.insert(emailDetails).values({ companyId, ...values })
    .onConflictDoUpdate({ target: emailDetails.companyId, set: { ...values, updatedAt: sql`now()` } });
}

/** The record by its own id (the admin's GET and PUT accept it as well as the company id, decision 131). */
export async function findEmailDetailsById(db: DbOrTx, id: string): Promise<EmailDetailsRow | undefined> {
  const [row] = await db.select().from(emailDetails).where(eq(emailDetails.id, id)).limit(1);
  return row;
}

export type AdminEmailDetailsValues = EmailDetailsValues & Pick<EmailDetailsRow, 'notes'>;

/** The company's first record; undefined when it already has one (the unique company id decides, race-free). */
export async function insertEmailDetails(tx: DbOrTx, companyId: string, values: AdminEmailDetailsValues): Promise<EmailDetailsRow | undefined> {
  const [row] = await tx.insert(emailDetails).values({ companyId, ...values }).onConflictDoNothing({ target: emailDetails.companyId }).returning();
  return row;
}

export async function updateEmailDetails(tx: DbOrTx, id: string, values: AdminEmailDetailsValues): Promise<EmailDetailsRow | undefined> {
  const [row] = await tx.update(emailDetails).set({ ...values, updatedAt: sql`now()` }).where(eq(emailDetails.id, id)).returning();
  return row;
}
