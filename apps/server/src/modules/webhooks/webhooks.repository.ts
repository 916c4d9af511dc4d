// The webhook tables: a company's endpoints, the deliveries of its events (the outbox) and their attempts.
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, users, webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type NewWebhookEndpoint = typeof webhookEndpoints.$inferInsert;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Serialises endpoint changes of one company (the plan's count is checked inside the lock). */
export async function lockCompanyEndpoints(tx: DbOrTx, companyId: string): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

export async function countEndpoints(db: DbOrTx, companyId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId));
  return row?.n ?? 0;
}

export function listEndpoints(db: DbOrTx, companyId: string): Promise<WebhookEndpointRow[]> {
  return db.select().from(webhookEndpoints).where(eq(webhookEndpoints.companyId, companyId)).orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function findEndpoint(db: DbOrTx, companyId: string, endpointId: string): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.companyId, companyId)));
  return row;
}

export async function insertEndpoint(tx: DbOrTx, values: NewWebhookEndpoint): Promise<WebhookEndpointRow> {
  const [row] = await tx.insert(webhookEndpoints).values(values).returning();
  return row!;
}

export async function updateEndpoint(db: DbOrTx, endpointId: string, values: Partial<NewWebhookEndpoint>): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, endpointId)).returning();
  return row;
}

export async function deleteEndpoint(tx: DbOrTx, endpointId: string): Promise<void> {
  await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

/** The company's active endpoints subscribed to an event type (the outbox's one read per event). */
export function subscribedEndpoints(db: DbOrTx, companyId: string, type: string): Promise<{ id: string }[]> {
  return db.select({ id: webhookEndpoints.id }).from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.companyId, companyId), eq(webhookEndpoints.status, 'active'), sql`${type} = ANY(${webhookEndpoints.events})`));
}

export async function insertDeliveries(tx: DbOrTx, rows: (typeof webhookDeliveries.$inferInsert)[]): Promise<WebhookDeliveryRow[]> {
  return rows.length ? tx.insert(webhookDeliveries).values(rows).returning() : [];
}

export async function findDelivery(db: DbOrTx, endpointId: string, deliveryId: string): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)));
  return row;
}

/** A delivery with its endpoint and the company's owner (the mail on a pause), for the delivery job. */
export async function findDeliveryForSending(db: DbOrTx, deliveryId: string) {
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, companyName: companies.name, ownerEmail: users.email, ownerFirstName: users.firstName })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(companies, eq(companies.id, webhookEndpoints.companyId))
    .leftJoin(users, eq(users.id, companies.ownerUserId))
    .where(eq(webhookDeliveries.id, deliveryId));
  return row;
}

export async function updateDelivery(db: DbOrTx, deliveryId: string, values: Partial<typeof webhookDeliveries.$inferInsert>): Promise<WebhookDeliveryRow | undefined> {
  const [row] = await db.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, deliveryId)).returning();
  return row;
}

export async function insertAttempt(db: DbOrTx, values: typeof webhookAttempts.$inferInsert): Promise<void> {
  await db.insert(webhookAttempts).values(values);
}

export async function pageDeliveries(db: DbOrTx, endpointId: string, page: number, size: number): Promise<{ rows: WebhookDeliveryRow[]; total: number }> {
  const where = eq(webhookDeliveries.endpointId, endpointId);
  const [rows, [total]] = await Promise.all([
    db.select().from(webhookDeliveries).where(where).orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id)).limit(size).offset((page - 1) * size),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One attempt's outcome on its endpoint: a success clears the failure count, a failure adds one and keeps the time of
 * the first failure. Returns the endpoint as it is now (atomic: parallel deliveries count every failure).
 */
export async function recordEndpointOutcome(db: DbOrTx, endpointId: string, ok: boolean, now: Date): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints)
    .set(ok
      ? { consecutiveFailures: 0, failingSince: null }
      : { consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`, failingSince: sql`COALESCE(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)` })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row;
}

/** Pauses an active endpoint; undefined when it was paused already (so the owner is mailed once). */
export async function pauseIfActive(db: DbOrTx, endpointId: string, reason: string, now: Date): Promise<WebhookEndpointRow | undefined> {
  const [row] = await db.update(webhookEndpoints).set({ status: 'paused', pausedReason: reason, pausedAt: now })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'active'))).returning();
  return row;
}
