// The webhook outbox (decision 189): a module that changes something a company may subscribe to calls
// raiseWebhookEvent in the same transaction as the write. It stores one delivery per subscribed active endpoint and
// queues its job there, so a rolled-back write sends nothing and a committed one is never lost.
//
//   await db.transaction(async (tx) => {
//     ...the write...
//     await raiseWebhookEvent(tx, { companyId, type: 'review.published', subject: { kind: 'review', id: row.id } });
//   });
//
// The body's `data` is built (and the body kept as sent) by the first attempt from the public presenters (webhooks.payload.ts), as a signed-out
// visitor reads the item then; `extra` (e.g. the statuses of a move) is added beside it.
import type { WebhookEventType } from '@redress/contract';
import type { DbOrTx } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { enqueueJob } from '../../platform/jobs/index.ts';
import * as repo from './webhooks.repository.ts';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

/** The event types by name, for the modules that raise them (their files hold audit keys of the same shape). */
export const WEBHOOK = {
  complaintFiled: 'complaint.filed', complaintAnswered: 'complaint.answered', complaintStatusChanged: 'complaint.status_changed',
  complaintClosed: 'complaint.closed', reviewPublished: 'review.published', reviewReported: 'review.reported', reviewDisputed: 'review.disputed',
  ratingPublished: 'rating.published',
} as const satisfies Record<string, WebhookEventType>;

export interface WebhookSubject {
  kind: 'complaint' | 'review' | 'rating';
  id: string;
}

export interface WebhookEventInput {
  /** The company concerned; none (a complaint about a company not on Redress): nothing to send. */
  companyId: string | null;
  type: WebhookEventType;
  subject: WebhookSubject;
  extra?: Record<string, unknown>;
}

/** The event as a delivery stores it; its first attempt builds the body's `data` from `subject` and `extra`. */
export interface StoredWebhookPayload {
  id: string;
  type: WebhookEventType;
  createdAt: string;
  subject: WebhookSubject;
  extra?: Record<string, unknown>;
}

export async function raiseWebhookEvent(tx: DbOrTx, e: WebhookEventInput): Promise<void> {
  if (!e.companyId) return;
  const endpoints = await repo.subscribedEndpoints(tx, e.companyId, e.type);
  if (!endpoints.length) return;
  const now = new Date();
  const payload: StoredWebhookPayload = { id: newId(), type: e.type, createdAt: now.toISOString(), subject: e.subject, ...(e.extra ? { extra: e.extra } : {}) };
  const rows = await repo.insertDeliveries(tx, endpoints.map((ep) => ({
    endpointId: ep.id, eventId: payload.id, eventType: e.type, payload: { ...payload }, nextAttemptAt: now, createdAt: now,
  })));
  for (const row of rows) await enqueueDelivery(tx, row.id, now);
}

/** Queues an attempt; the job runs only while the delivery still waits for this very attempt (`at`). */
export async function enqueueDelivery(db: DbOrTx, deliveryId: string, at: Date): Promise<void> {
  await enqueueJob(db, WEBHOOK_DELIVER_JOB, { deliveryId, at: at.toISOString() }, { runAt: at, maxAttempts: 3 });
}
