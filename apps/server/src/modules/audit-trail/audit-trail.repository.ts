// Reads of audit_entries for one company (platform/audit writes them; nothing here writes). The actor's name is joined
// from users, and the label of the API key a change came through from api_clients, in the same statement: a list's rows are one statement (ARCHITECTURE rule 3).
import { and, count, desc, eq, gte, ilike, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  adverts, apiClients, auditEntries, categories, companies, complaints, disputes, employees, plans, products, reviews, services, users,
} from '../../db/schema/index.ts';
import { isUuid } from '../../lib/ids.ts';
import { containsPattern, escapeLike } from '../../lib/like.ts';

export interface AuditFilter {
  /** One company's trail (the business view); absent for the platform-wide admin log. */
  companyId?: string;
  /** An action, or the start of one ('complaint' finds 'complaint.close'). */
  action?: string;
  entityType?: string;
  entityId?: string;
  search?: string;
  actorId?: string;
  /**
   * With actorId: leaves out what an author did on their own anonymous posts of these kinds (the filter itself would tie
   * the person to the post for a reader who may not see it; decision 197).
   */
  hideAnonymousAuthorOf?: readonly AnonymousKind[];
  from?: Date;
  /** Exclusive. */
  before?: Date;
}

export type AnonymousKind = 'complaint' | 'review';
export type AuditRow = typeof auditEntries.$inferSelect & {
  actorFirstName: string | null; actorLastName: string | null; apiKeyLabel: string | null;
  /** The kind of anonymous post whose own author made the change (an appeal, a dispute's evidence, a deletion), else null. */
  anonymousAuthorOf?: AnonymousKind | null;
};

/** The item an entry is about: itself for a complaint or review, the disputed item for a dispute. */
const itemOf = (kind: AnonymousKind) => sql`(CASE
  WHEN ${auditEntries.entityType} = ${kind} THEN ${auditEntries.entityId}
  WHEN ${auditEntries.entityType} = 'dispute' THEN (SELECT ${disputes.itemId}::text FROM ${disputes} WHERE ${disputes.id}::text = ${auditEntries.entityId} AND ${disputes.itemKind} = ${kind})
END)`;
const anonymousBy = (table: typeof complaints | typeof reviews, kind: AnonymousKind) =>
  sql`EXISTS (SELECT 1 FROM ${table} WHERE ${table.id}::text = ${itemOf(kind)} AND ${table.anonymous} AND ${table.customerId} = ${auditEntries.actorId})`;
/** AuditRow.anonymousAuthorOf, in the listing's own statement: only a customer's entries are looked into. */
const anonymousAuthorOf = sql<AnonymousKind | null>`(CASE WHEN ${auditEntries.actorRole} = 'user' AND ${auditEntries.entityType} IN ('complaint', 'review', 'dispute') THEN
  CASE WHEN ${anonymousBy(complaints, 'complaint')} THEN 'complaint' WHEN ${anonymousBy(reviews, 'review')} THEN 'review' END
END)`;

function whereOf(f: AuditFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [f.companyId ? eq(auditEntries.companyId, f.companyId) : undefined];
  if (f.action) parts.push(or(eq(auditEntries.action, f.action), like(auditEntries.action, `${escapeLike(f.action)}.%`)));
  if (f.entityType) parts.push(eq(auditEntries.entityType, f.entityType));
  if (f.entityId) parts.push(eq(auditEntries.entityId, f.entityId));
  if (f.search) {
    const p = containsPattern(f.search);
    parts.push(or(ilike(auditEntries.action, p), ilike(auditEntries.entityType, p), ilike(auditEntries.entityId, p)));
  }
  if (f.actorId) parts.push(eq(auditEntries.actorId, f.actorId));
  if (f.actorId && f.hideAnonymousAuthorOf?.length) {
    parts.push(sql`coalesce(${anonymousAuthorOf}, '') NOT IN (${sql.join(f.hideAnonymousAuthorOf.map((k) => sql`${k}`), sql`, `)})`);
  }
  if (f.from) parts.push(gte(auditEntries.createdAt, f.from));
  if (f.before) parts.push(lt(auditEntries.createdAt, f.before));
  return and(...parts);
}

/**
 * Newest first, on audit_entries_company_idx (company_id, created_at DESC) for a company, audit_entries_actor_idx for an
 * actor, audit_entries_entity_idx for an entity, else audit_entries_created_at_idx.
 */
export async function listAuditEntries(db: DbOrTx, f: AuditFilter, page: number, size: number): Promise<AuditRow[]> {
  const rows = await db
    .select({ entry: auditEntries, actorFirstName: users.firstName, actorLastName: users.lastName, apiKeyLabel: apiClients.name, anonymousAuthorOf })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorId))
    .leftJoin(apiClients, eq(apiClients.clientId, auditEntries.apiClientId))
    .where(whereOf(f))
    .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((r) => ({ ...r.entry, actorFirstName: r.actorFirstName, actorLastName: r.actorLastName, apiKeyLabel: r.apiKeyLabel, anonymousAuthorOf: r.anonymousAuthorOf }));
}

export async function countAuditEntries(db: DbOrTx, f: AuditFilter): Promise<number> {
  const rows = await db.select({ n: count() }).from(auditEntries).where(whereOf(f));
  return Number(rows[0]?.n ?? 0);
}

/** The item types whose title or name an audit row may show, and where each is read. */
const TARGET_READS = {
  complaint: (db: DbOrTx, ids: string[]) => db.select({ id: complaints.id, name: complaints.title }).from(complaints).where(inArray(complaints.id, ids)),
  review: (db: DbOrTx, ids: string[]) => db.select({ id: reviews.id, name: reviews.title }).from(reviews).where(inArray(reviews.id, ids)),
  company: (db: DbOrTx, ids: string[]) => db.select({ id: companies.id, name: companies.name }).from(companies).where(inArray(companies.id, ids)),
  product: (db: DbOrTx, ids: string[]) => db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids)),
  service: (db: DbOrTx, ids: string[]) => db.select({ id: services.id, name: services.name }).from(services).where(inArray(services.id, ids)),
  plan: (db: DbOrTx, ids: string[]) => db.select({ id: plans.id, name: plans.name }).from(plans).where(inArray(plans.id, ids)),
  advert: (db: DbOrTx, ids: string[]) => db.select({ id: adverts.id, name: adverts.title }).from(adverts).where(inArray(adverts.id, ids)),
  category: (db: DbOrTx, ids: string[]) => db.select({ id: categories.id, name: categories.name }).from(categories).where(inArray(categories.id, ids)),
  employee: (db: DbOrTx, ids: string[]) => db.select({ id: employees.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(employees).innerJoin(users, eq(users.id, employees.userId)).where(inArray(employees.id, ids)),
  user: (db: DbOrTx, ids: string[]) => db.select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` }).from(users).where(inArray(users.id, ids)),
} as const;
export type AuditTargetType = keyof typeof TARGET_READS;

/**
 * The titles and names of a page's items, keyed `type:id`: one statement per item type on the page (a handful at most,
 * each by primary key), not one per row. A removed item has none.
 */
export async function findAuditTargets(db: DbOrTx, rows: Pick<AuditRow, 'entityType' | 'entityId'>[], types: readonly AuditTargetType[]): Promise<Map<string, string>> {
  const byType = new Map<AuditTargetType, Set<string>>();
  for (const r of rows) {
    if (!r.entityId || !isUuid(r.entityId) || !(types as readonly string[]).includes(r.entityType)) continue;
    const type = r.entityType as AuditTargetType;
    byType.set(type, (byType.get(type) ?? new Set()).add(r.entityId));
  }
  const found = await Promise.all([...byType].map(async ([type, ids]) => (await TARGET_READS[type](db, [...ids])).map((t) => [`${type}:${t.id}`, t.name] as const)));
  return new Map(found.flat());
}
