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
