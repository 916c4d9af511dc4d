// One-time codes (hashed). The only file here touching the one_time_codes table.
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';

export type CodeRow = typeof oneTimeCodes.$inferSelect;
export type CodePurpose = CodeRow['purpose'];

export async function findLatestCode(db: DbOrTx, email: string, purpose: CodePurpose): Promise<CodeRow | undefined> {
  const rows = await db
    .select()
    .from(oneTimeCodes)
    .where(and(eq(oneTimeCodes.email, email), eq(oneTimeCodes.purpose, purpose)))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return rows[0];
}

export async function insertCode(db: DbOrTx, values: typeof oneTimeCodes.$inferInsert) {
  await db.insert(oneTimeCodes).values(values);
}

/** Counts a wrong try; answers the new count. */
export async function recordWrongAttempt(db: DbOrTx, id: string): Promise<number> {
  const rows = await db.update(oneTimeCodes).set({ attempts: sql`${oneTimeCodes.attempts} + 1` }).where(eq(oneTimeCodes.id, id)).returning({ n: oneTimeCodes.attempts });
  return rows[0]?.n ?? 0;
}

/** Uses the code up; false when it was already used (two tries at once). */
export async function consumeCode(db: DbOrTx, id: string): Promise<boolean> {
  const rows = await db.update(oneTimeCodes).set({ consumedAt: sql`now()` }).where(and(eq(oneTimeCodes.id, id), isNull(oneTimeCodes.consumedAt))).returning({ id: oneTimeCodes.id });
  return rows.length === 1;
}

export async function deleteExpiredCodes(db: DbOrTx) {
  await db.delete(oneTimeCodes).where(sql`${oneTimeCodes.expiresAt} < now() - interval '1 day'`);
}
