// Moderation reads: the moderators' lists of complaints, reviews and ratings (deleted ones too) and an item's history
// from the audit entries. Each list is one page statement joining the item's company and author (a read across modules'
// tables that must be one statement, ARCHITECTURE rule 3) plus its count; newest first on the *_created_idx indexes.
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, not, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ModerationKind, ModerationListQuery, ModerationState } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { auditEntries, companies, complaints, contentReports, ratings, reviews, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like.ts';

/** One item as every kind reads for moderators. */
export interface ModerationRow {
  id: string;
  uniqueId: string | null;
  title: string;
  text: string;
  status: string | null;
  hidden: boolean;
  flagged: boolean;
  stars: number | null;
  anonymous: boolean;
  companyId: string | null;
  companyName: string | null;
  customerId: string;
  authorFirstName: string;
  authorLastName: string;
  authorEmail: string;
  flagReason: string | null;
  deleteReason: string | null;
  deletedAt: Date | null;
  deletedById: string | null;
  /** Open reports by users (content_reports). */
  openReports: number;
  /** A review's source and how its experience was verified; null for the other kinds. */
  source: 'organic' | 'invited' | null;
  verifiedVia: 'invitation' | 'complaint' | null;
  createdAt: Date;
}

const DAY_MS = 86_400_000;
const dayStart = (d: string) => new Date(`${d}T00:00:00Z`);

/** The SQL each kind needs: its columns as a ModerationRow, and what each state and the flag mean on its table. */
function shapeOf(kind: ModerationKind) {
  if (kind === 'complaint') {
    const t = complaints;
    const live = isNull(t.deletedAt);
    return {
      table: t, companyId: t.companyId, customerId: t.customerId, createdAt: t.createdAt, id: t.id,
      columns: {
        id: t.id, uniqueId: t.uniqueId, title: t.title, text: t.experience, status: sql<string | null>`${t.status}::text`, hidden: t.hidden,
        flagged: sql<boolean>`${t.status} = 'flag'`, stars: sql<number | null>`NULL::int`, anonymous: t.anonymous, source: sql<null>`NULL::text`, verifiedVia: sql<null>`NULL::text`,
        flagReason: t.flagReason, deleteReason: t.deleteReason, deletedAt: t.deletedAt, deletedById: t.deletedById, createdAt: t.createdAt, customerId: t.customerId,
      },
      search: (q: string) => or(ilike(t.title, containsPattern(q)), eq(t.uniqueId, q.toUpperCase()))!,
      status: (s: string) => sql`${t.status}::text = ${s}`,
      flagged: sql`${t.status} = 'flag'`,
      states: {
        removed: isNotNull(t.deletedAt),
        flagged: and(live, eq(t.status, 'flag'))!,
        hidden: and(live, sql`${t.status} <> 'flag'`, eq(t.hidden, true))!,
        visible: and(live, sql`${t.status} <> 'flag'`, eq(t.hidden, false))!,
      } satisfies Record<ModerationState, SQL>,
    };
  }
  if (kind === 'review') {
    const t = reviews;
    const live = isNull(t.deletedAt);
    return {
      table: t, companyId: t.companyId, customerId: t.customerId, createdAt: t.createdAt, id: t.id,
      columns: {
        id: t.id, uniqueId: t.uniqueId, title: t.title, text: t.description, status: sql<string | null>`${t.status}::text`, hidden: t.hidden,
        flagged: sql<boolean>`${t.status} = 'flagged'`, stars: sql<number | null>`${t.rating}::int`, anonymous: t.anonymous, source: t.source, verifiedVia: t.verifiedVia,
        flagReason: t.flagReason, deleteReason: t.deleteReason, deletedAt: t.deletedAt, deletedById: t.deletedById, createdAt: t.createdAt, customerId: t.customerId,
      },
      search: (q: string) => or(ilike(t.title, containsPattern(q)), ilike(t.description, containsPattern(q)), eq(t.uniqueId, q.toUpperCase()))!,
      status: (s: string) => sql`${t.status}::text = ${s}`,
      flagged: sql`${t.status} = 'flagged'`,
      states: {
        removed: isNotNull(t.deletedAt),
        flagged: and(live, eq(t.status, 'flagged'))!,
        hidden: and(live, sql`${t.status} <> 'flagged'`, eq(t.hidden, true))!,
        visible: and(live, sql`${t.status} <> 'flagged'`, eq(t.hidden, false))!,
      } satisfies Record<ModerationState, SQL>,
    };
  }
  const t = ratings;
  return {
    table: t, companyId: t.companyId, customerId: t.customerId, createdAt: t.createdAt, id: t.id,
    columns: {
      id: t.id, uniqueId: sql<string | null>`NULL::text`, title: sql<string>`${t.overall}::text || ' stars'`, text: sql<string>`coalesce(${t.comment}, '')`,
      status: sql<string | null>`NULL::text`, hidden: t.hidden, flagged: t.flagged, stars: sql<number | null>`${t.overall}::int`, anonymous: sql<boolean>`false`,
      source: sql<null>`NULL::text`, verifiedVia: sql<null>`NULL::text`,
      flagReason: t.flagReason, deleteReason: t.deleteReason, deletedAt: t.deletedAt, deletedById: t.deletedById, createdAt: t.createdAt, customerId: t.customerId,
    },
    search: (q: string) => ilike(t.comment, containsPattern(q)),
    status: () => sql`false`,
    flagged: eq(t.flagged, true),
    states: {
      removed: and(isNotNull(t.deletedAt), eq(t.hidden, false), eq(t.flagged, false))!,
      flagged: eq(t.flagged, true),
      hidden: and(eq(t.hidden, true), eq(t.flagged, false))!,
      visible: isNull(t.deletedAt),
    } satisfies Record<ModerationState, SQL>,
  };
}

const author = alias(users, 'author');

/** The item's open reports: the content_reports_entity_reporter_unique key leads with (entity_type, entity_id). */
const openReportsOf = (kind: ModerationKind, itemId: SQLWrapper) => sql`FROM ${contentReports} WHERE ${contentReports.entityType} = ${kind}
  AND ${contentReports.entityId} = ${itemId} AND ${contentReports.status} = 'open'`;

function selectRows(db: DbOrTx, kind: ModerationKind) {
  const s = shapeOf(kind);
  return {
    s,
    query: db.select({
      ...s.columns, companyId: s.companyId, companyName: companies.name,
      openReports: sql<number>`(SELECT count(*)::int ${openReportsOf(kind, s.id)})`,
      authorFirstName: author.firstName, authorLastName: author.lastName, authorEmail: author.email,
    }).from(s.table)
      .leftJoin(companies, eq(companies.id, s.companyId))
      .innerJoin(author, eq(author.id, s.customerId)),
  };
}

/** One page of a kind's items, newest first, and how many match. */
export async function listModerationRows(db: DbOrTx, kind: ModerationKind, q: ModerationListQuery): Promise<{ rows: ModerationRow[]; total: number }> {
  const s = shapeOf(kind);
  const where: SQL[] = [];
  if (q.search) where.push(s.search(q.search));
  if (q.status) where.push(s.status(q.status));
  if (q.state) where.push(s.states[q.state]);
  if (q.flagged !== undefined) where.push(q.flagged ? s.flagged : not(s.flagged));
  if (q.reported !== undefined) where.push(q.reported ? sql`EXISTS (SELECT 1 ${openReportsOf(kind, s.id)})` : sql`NOT EXISTS (SELECT 1 ${openReportsOf(kind, s.id)})`);
  if (q.companyId) where.push(eq(s.companyId, q.companyId));
  if (q.from) where.push(gte(s.createdAt, dayStart(q.from)));
  if (q.to) where.push(lt(s.createdAt, new Date(dayStart(q.to).getTime() + DAY_MS)));
  const cond = where.length ? and(...where) : undefined;
  const { query } = selectRows(db, kind);
  const [rows, counted] = await Promise.all([
    query.where(cond).orderBy(desc(s.createdAt), desc(s.id)).limit(q.size).offset((q.page - 1) * q.size),
    db.select({ n: sql<number>`count(*)::int` }).from(s.table).where(cond),
  ]);
  return { rows: rows as ModerationRow[], total: counted[0]?.n ?? 0 };
}

/** One item of a kind by id (or, for complaints and reviews, public code), deleted or not. */
export async function findModerationRow(db: DbOrTx, kind: ModerationKind, ref: string): Promise<ModerationRow | undefined> {
  const { s, query } = selectRows(db, kind);
  const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const byRef = isId ? eq(s.id, ref.toLowerCase()) : kind === 'rating' ? sql`false` : eq((s.table as typeof complaints).uniqueId, ref.toUpperCase());
  const rows = await query.where(byRef).limit(1);
  return rows[0] as ModerationRow | undefined;
}

/** Several items of a kind by id (a page of appeals): one statement. */
export async function findModerationRows(db: DbOrTx, kind: ModerationKind, ids: readonly string[]): Promise<ModerationRow[]> {
  if (!ids.length) return [];
  const { s, query } = selectRows(db, kind);
  return (await query.where(inArray(s.id, [...ids]))) as ModerationRow[];
}

export interface HistoryRow {
  id: string;
  action: string;
  actorId: string | null;
  actorRole: string | null;
  actorFirstName: string | null;
  actorLastName: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  createdAt: Date;
}

/** An item's audit entries, oldest first (audit_entries_entity_idx). */
export async function listHistory(db: DbOrTx, kind: ModerationKind, id: string): Promise<HistoryRow[]> {
  const actor = alias(users, 'actor');
  return db.select({
    id: auditEntries.id, action: auditEntries.action, actorId: auditEntries.actorId, actorRole: auditEntries.actorRole,
    actorFirstName: actor.firstName, actorLastName: actor.lastName, before: auditEntries.before, after: auditEntries.after, createdAt: auditEntries.createdAt,
  }).from(auditEntries).leftJoin(actor, eq(actor.id, auditEntries.actorId))
    .where(and(eq(auditEntries.entityType, kind), eq(auditEntries.entityId, id)))
    .orderBy(auditEntries.createdAt, auditEntries.id)
    .limit(200);
}

export interface ReportRow {
  id: string;
  reason: string;
  reporterId: string;
  reporterFirstName: string;
  reporterLastName: string;
  reporterEmail: string;
  reporterRole: string;
  createdAt: Date;
}

/** An item's open reports with who made them (moderators only), oldest first. */
export async function listOpenReports(db: DbOrTx, kind: ModerationKind, id: string): Promise<ReportRow[]> {
  const reporter = alias(users, 'reporter');
  return db.select({
    id: contentReports.id, reason: contentReports.reason, reporterId: contentReports.reporterId, reporterFirstName: reporter.firstName,
    reporterLastName: reporter.lastName, reporterEmail: reporter.email, reporterRole: sql<string>`${reporter.profileType}::text`, createdAt: contentReports.createdAt,
  }).from(contentReports).innerJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .where(and(eq(contentReports.entityType, kind), eq(contentReports.entityId, id), eq(contentReports.status, 'open')))
    .orderBy(contentReports.createdAt, contentReports.id)
    .limit(100);
}

/** The kinds users report (content_reports.entity_type): PUT /complaint/flag/{id}, PUT /review/flag/{id}. */
export type ReportedKind = 'complaint' | 'review';

/**
 * A user's report of an item: undefined when they reported it already (the unique entity-reporter key), else how many
 * open reports of it count towards an automatic hold: every reporter's for a complaint, customers' only for a review
 * (the company's people's reports reach moderators but never hold a review by themselves, decision 145).
 */
export async function addReport(tx: DbOrTx, kind: ReportedKind, itemId: string, reporterId: string, reason: string): Promise<number | undefined> {
  const inserted = await tx.insert(contentReports).values({ entityType: kind, entityId: itemId, reporterId, reason }).onConflictDoNothing().returning({ id: contentReports.id });
  if (!inserted.length) return undefined;
  const open = and(eq(contentReports.entityType, kind), eq(contentReports.entityId, itemId), eq(contentReports.status, 'open'));
  const counted = tx.select({ n: sql<number>`count(*)::int` }).from(contentReports);
  const rows = kind === 'review'
    ? await counted.innerJoin(users, eq(users.id, contentReports.reporterId)).where(and(open, eq(users.profileType, 'user')))
    : await counted.where(open);
  return Number(rows[0]?.n ?? 0);
}

/** A moderator settles an item's open reports (a decision on it, or a dismissal); answers how many. */
export async function settleReports(tx: DbOrTx, kind: ReportedKind, itemId: string, moderatorId: string, at: Date): Promise<number> {
  const rows = await tx.update(contentReports).set({ status: 'handled', handledById: moderatorId, handledAt: at })
    .where(and(eq(contentReports.entityType, kind), eq(contentReports.entityId, itemId), eq(contentReports.status, 'open')))
    .returning({ id: contentReports.id });
  return rows.length;
}

export interface AuthorModeratedRow {
  kind: ModerationKind;
  id: string;
  title: string;
  companyName: string | null;
  deleted: boolean;
}

/**
 * An author's items that a moderator hid, held or removed now (not their own deletions), newest first: one statement over
 * the three kinds' tables (each walks its *_customer_idx), a read across modules' tables that must be one statement.
 */
export async function listAuthorModerated(db: DbOrTx, authorId: string, page: number, size: number): Promise<{ rows: AuthorModeratedRow[]; total: number }> {
  const items = sql`(
    SELECT 'complaint' AS kind, c.id, c.title, c.company_id, c.deleted_at IS NOT NULL AS deleted, c.updated_at AS at FROM ${complaints} c
      WHERE c.customer_id = ${authorId} AND (c.hidden_by_moderator OR (c.deleted_at IS NULL AND c.status = 'flag')
        OR (c.deleted_at IS NOT NULL AND c.deleted_by_id IS DISTINCT FROM c.customer_id))
    UNION ALL
    SELECT 'review', r.id, r.title, r.company_id, r.deleted_at IS NOT NULL, r.updated_at FROM ${reviews} r
      WHERE r.customer_id = ${authorId} AND (r.hidden_by_moderator OR (r.deleted_at IS NULL AND r.status = 'flagged')
        OR (r.deleted_at IS NOT NULL AND r.deleted_by_id IS DISTINCT FROM r.customer_id))
    UNION ALL
    SELECT 'rating', g.id, g.overall::text || '-star rating', g.company_id, g.deleted_at IS NOT NULL, g.updated_at FROM ${ratings} g
      WHERE g.customer_id = ${authorId} AND g.deleted_at IS NOT NULL AND g.deleted_by_id IS DISTINCT FROM g.customer_id
  ) AS m`;
  const [rows, counted] = await Promise.all([
    db.execute<{ kind: ModerationKind; id: string; title: string; company_name: string | null; deleted: boolean }>(sql`SELECT m.kind, m.id, m.title, co.name AS company_name, m.deleted
      FROM ${items} LEFT JOIN ${companies} co ON co.id = m.company_id ORDER BY m.at DESC, m.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`),
    db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${items}`),
  ]);
  return {
    rows: rows.rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, companyName: r.company_name, deleted: r.deleted })),
    total: Number(counted.rows[0]?.n ?? 0),
  };
}
