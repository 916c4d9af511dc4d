// Disputes: the only file that touches the disputes and dispute_evidence tables, and the company_stats dispute
// record (disputes_opened/upheld/rejected, kept here in the dispute's own transaction). A dispute is read with its
// company and its item's code and title in one statement (a join across modules' tables for one read, rule 3).
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DisputeItemKind, DisputeStatus } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companyStats, complaints, disputeEvidence, disputes, reviews } from '../../db/schema/index.ts';

export type DisputeRow = typeof disputes.$inferSelect;
export type NewDispute = typeof disputes.$inferInsert;
export type EvidenceRow = typeof disputeEvidence.$inferSelect;

/** A dispute with what every reader of it needs beside: its company's name and its item's code, title and author. */
export interface DisputeView {
  dispute: DisputeRow;
  companyName: string;
  itemCode: string | null;
  itemTitle: string;
  /** The item's author (the dispute's other side): used to decide access, never presented to the company. */
  itemAuthorId: string;
  evidenceCount: number;
}

const itemCode = sql<string | null>`coalesce(${reviews.uniqueId}, ${complaints.uniqueId})`;
const itemTitle = sql<string>`coalesce(${reviews.title}, ${complaints.title}, '')`;
const itemAuthor = sql<string>`coalesce(${reviews.customerId}, ${complaints.customerId})`;
const evidenceCount = sql<number>`(SELECT count(*)::int FROM ${disputeEvidence} WHERE ${disputeEvidence.disputeId} = ${disputes.id})`;

const selectViews = (db: DbOrTx) => db
  .select({ dispute: disputes, companyName: companies.name, itemCode, itemTitle, itemAuthorId: itemAuthor, evidenceCount })
  .from(disputes)
  .innerJoin(companies, eq(companies.id, disputes.companyId))
  .leftJoin(reviews, and(eq(disputes.itemKind, 'review'), eq(reviews.id, disputes.itemId)))
  .leftJoin(complaints, and(eq(disputes.itemKind, 'complaint'), eq(complaints.id, disputes.itemId)));

export async function findDisputeView(db: DbOrTx, id: string): Promise<DisputeView | undefined> {
  const rows = await selectViews(db).where(eq(disputes.id, id)).limit(1);
  return rows[0] as DisputeView | undefined;
}

/** An item's latest dispute (disputes_item_idx). */
export async function findLatestDisputeOfItem(db: DbOrTx, kind: DisputeItemKind, itemId: string): Promise<DisputeView | undefined> {
  const rows = await selectViews(db).where(and(eq(disputes.itemKind, kind), eq(disputes.itemId, itemId))).orderBy(desc(disputes.createdAt)).limit(1);
  return rows[0] as DisputeView | undefined;
}

/** Whether the item has an open dispute, or a rejected one for this reason (what the unique indexes also refuse). */
export async function findBlockingDispute(db: DbOrTx, kind: DisputeItemKind, itemId: string, reason: string): Promise<Pick<DisputeRow, 'status'> | undefined> {
  const rows = await db.select({ status: disputes.status }).from(disputes)
    .where(and(eq(disputes.itemKind, kind), eq(disputes.itemId, itemId), sql`(${disputes.status} = 'open' OR (${disputes.status} = 'rejected' AND ${disputes.reason} = ${reason}))`))
    .orderBy(sql`${disputes.status} = 'open' DESC`)
    .limit(1);
  return rows[0];
}

export async function insertDispute(tx: DbOrTx, values: NewDispute): Promise<DisputeRow> {
  const rows = await tx.insert(disputes).values(values).returning();
  return rows[0]!;
}

/** The decision, only while the dispute is still open (else undefined: someone decided meanwhile). */
export async function decideDisputeRow(tx: DbOrTx, id: string, values: Pick<DisputeRow, 'status' | 'decidedById' | 'decisionReason' | 'decisionNote' | 'decidedAt'>): Promise<DisputeRow | undefined> {
  const rows = await tx.update(disputes).set(values).where(and(eq(disputes.id, id), eq(disputes.status, 'open'))).returning();
  return rows[0];
}

/** Moves the company's dispute record in the write's transaction. */
export async function moveDisputeRecord(tx: DbOrTx, companyId: string, d: { opened?: number; upheld?: number; rejected?: number }): Promise<void> {
  await tx.update(companyStats).set({
    disputesOpened: sql`${companyStats.disputesOpened} + ${d.opened ?? 0}`,
    disputesUpheld: sql`${companyStats.disputesUpheld} + ${d.upheld ?? 0}`,
    disputesRejected: sql`${companyStats.disputesRejected} + ${d.rejected ?? 0}`,
  }).where(eq(companyStats.companyId, companyId));
}

export async function insertEvidence(tx: DbOrTx, values: typeof disputeEvidence.$inferInsert): Promise<EvidenceRow> {
  const rows = await tx.insert(disputeEvidence).values(values).returning();
  return rows[0]!;
}

/** A dispute's evidence, oldest first (dispute_evidence_dispute_idx); at most 200 pieces are kept readable. */
export async function listEvidence(db: DbOrTx, disputeId: string): Promise<EvidenceRow[]> {
  return db.select().from(disputeEvidence).where(eq(disputeEvidence.disputeId, disputeId)).orderBy(asc(disputeEvidence.createdAt), asc(disputeEvidence.id)).limit(200);
}

/** Whether both sides have given evidence (then a moderator may decide before the deadline, decision 168). */
export async function bothSidesGaveEvidence(db: DbOrTx, disputeId: string): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(DISTINCT ${disputeEvidence.side})::int` }).from(disputeEvidence).where(eq(disputeEvidence.disputeId, disputeId));
  return Number(rows[0]?.n ?? 0) === 2;
}

/** A page of a company's disputes, newest first (disputes_company_idx), and how many. */
export async function listCompanyDisputes(db: DbOrTx, companyId: string, status: DisputeStatus | undefined, page: number, size: number) {
  const where = and(eq(disputes.companyId, companyId), status ? eq(disputes.status, status) : undefined);
  const [rows, counted] = await Promise.all([
    selectViews(db).where(where).orderBy(desc(disputes.createdAt), desc(disputes.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows: rows as DisputeView[], total: Number(counted[0]?.n ?? 0) };
}

/** The moderators' queue: the kinds they moderate, oldest deadline first (disputes_queue_idx); open ones by default. */
export async function listQueue(db: DbOrTx, kinds: DisputeItemKind[], status: DisputeStatus, page: number, size: number) {
  const where: SQL = and(eq(disputes.status, status), inArray(disputes.itemKind, kinds))!;
  const [rows, counted] = await Promise.all([
    selectViews(db).where(where).orderBy(asc(disputes.evidenceUntil), asc(disputes.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(disputes).where(where),
  ]);
  return { rows: rows as DisputeView[], total: Number(counted[0]?.n ?? 0) };
}

/**
 * Disputes opened per UTC month (by when they were opened) and upheld or rejected per month (by when they were decided),
 * in [from, to): one grouped statement; a month with none is absent.
 */
export async function disputesByMonth(db: DbOrTx, from: Date, to: Date): Promise<Map<string, { opened: number; upheld: number; rejected: number }>> {
  const r = await db.execute<{ month: string; opened: number; upheld: number; rejected: number }>(sql`
    SELECT month, sum(opened)::int AS opened, sum(upheld)::int AS upheld, sum(rejected)::int AS rejected FROM (
      SELECT to_char(date_trunc('month', ${disputes.createdAt} AT TIME ZONE 'UTC'), 'YYYY-MM') AS month, 1 AS opened, 0 AS upheld, 0 AS rejected
        FROM ${disputes} WHERE ${disputes.createdAt} >= ${from} AND ${disputes.createdAt} < ${to}
      UNION ALL
      SELECT to_char(date_trunc('month', ${disputes.decidedAt} AT TIME ZONE 'UTC'), 'YYYY-MM'), 0,
             (${disputes.status} = 'upheld')::int, (${disputes.status} = 'rejected')::int
        FROM ${disputes} WHERE ${disputes.decidedAt} >= ${from} AND ${disputes.decidedAt} < ${to}
    ) x GROUP BY month`);
  return new Map(r.rows.map((x) => [x.month, { opened: Number(x.opened), upheld: Number(x.upheld), rejected: Number(x.rejected) }]));
}

/**
 * What the public reads of an item's disputes, as a column of the item's own read (reviews and complaints
 * repositories): its latest dispute's status through disputes_item_idx, one index probe per item.
 */
export const latestDisputeStatusSql = (kind: DisputeItemKind, itemId: SQL | typeof reviews.id | typeof complaints.id) =>
  sql<string | null>`(SELECT d.status FROM disputes d WHERE d.item_kind = ${sql.raw(`'${kind}'`)} AND d.item_id = ${itemId} ORDER BY d.created_at DESC LIMIT 1)`;
