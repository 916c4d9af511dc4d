// Moderation decisions and appeals (issue 39): the only file that touches moderation_decisions and moderation_appeals.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { moderationAppeals, moderationDecisions } from '../../db/schema/index.ts';

export type DecisionRow = typeof moderationDecisions.$inferSelect;
export type NewDecision = typeof moderationDecisions.$inferInsert;
export type AppealRow = typeof moderationAppeals.$inferSelect;

export async function insertDecision(tx: DbOrTx, values: NewDecision): Promise<DecisionRow> {
  const [row] = await tx.insert(moderationDecisions).values(values).returning();
  return row!;
}

/** Each item's latest decision with its appeal, for a page of items (moderation_decisions_item_idx): one statement. */
export async function latestDecisions(db: DbOrTx, kind: string, itemIds: readonly string[]): Promise<Map<string, { decision: DecisionRow; appeal: AppealRow | null }>> {
  const out = new Map<string, { decision: DecisionRow; appeal: AppealRow | null }>();
  if (!itemIds.length) return out;
  const rows = await db.selectDistinctOn([moderationDecisions.itemId], { decision: moderationDecisions, appeal: moderationAppeals })
    .from(moderationDecisions)
    .leftJoin(moderationAppeals, eq(moderationAppeals.decisionId, moderationDecisions.id))
    .where(and(eq(moderationDecisions.itemKind, kind), inArray(moderationDecisions.itemId, [...itemIds])))
    .orderBy(moderationDecisions.itemId, desc(moderationDecisions.decidedAt), desc(moderationDecisions.id));
  for (const r of rows) out.set(r.decision.itemId, { decision: r.decision, appeal: r.appeal });
  return out;
}

export async function findDecision(db: DbOrTx, id: string): Promise<DecisionRow | undefined> {
  return (await db.select().from(moderationDecisions).where(eq(moderationDecisions.id, id)).limit(1))[0];
}

/** Inserts the appeal; undefined when the decision has one already (moderation_appeals_decision_unique). */
export async function insertAppeal(tx: DbOrTx, values: typeof moderationAppeals.$inferInsert): Promise<AppealRow | undefined> {
  const rows = await tx.insert(moderationAppeals).values(values).onConflictDoNothing().returning();
  return rows[0];
}

export async function findAppeal(db: DbOrTx, id: string): Promise<AppealRow | undefined> {
  return (await db.select().from(moderationAppeals).where(eq(moderationAppeals.id, id)).limit(1))[0];
}

/** Settles a pending appeal; undefined when someone decided it meanwhile. */
export async function settleAppeal(tx: DbOrTx, id: string, values: Pick<AppealRow, 'status' | 'decidedById' | 'decisionNote' | 'decidedAt'>): Promise<AppealRow | undefined> {
  const rows = await tx.update(moderationAppeals).set(values).where(and(eq(moderationAppeals.id, id), eq(moderationAppeals.status, 'pending'))).returning();
  return rows[0];
}

/** A page of appeals of the given kinds and status, oldest first (moderation_appeals_queue_idx), with their decisions. */
export async function listAppeals(db: DbOrTx, kinds: readonly string[], status: string, page: number, size: number) {
  const where = and(eq(moderationAppeals.status, status), inArray(moderationAppeals.itemKind, [...kinds]));
  const [rows, counted] = await Promise.all([
    db.select({ appeal: moderationAppeals, decision: moderationDecisions }).from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
      .where(where).orderBy(asc(moderationAppeals.createdAt), asc(moderationAppeals.id)).limit(size).offset((page - 1) * size),
    db.select({ n: sql<number>`count(*)::int` }).from(moderationAppeals).where(where),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
