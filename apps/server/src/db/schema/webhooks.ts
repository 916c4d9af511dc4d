// Webhooks (issue 41, decision 189): a company's endpoints, the deliveries of its events (the outbox, written in the
// transaction of the write that raised the event) and every attempt with its response status and time.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, timestamptz, updatedAt } from './columns.ts';
import { companies } from './companies.ts';
import { users } from './users.ts';

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: id(),
    companyId: uuid().notNull().references(() => companies.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The event types it receives ('complaint.filed', ...). */
    events: text().array().notNull().default(sql`'{}'::text[]`),
    /** The signing secret: HMAC needs it in clear; answered once at creation and at each rotation. */
    secret: text().notNull(),
    /** 'active' or 'paused' (by hand, or after repeated failures). */
    status: text().notNull().default('active'),
    pausedReason: text(),
    pausedAt: timestamptz(),
    consecutiveFailures: integer().notNull().default(0),
    /** The first failed attempt since the last success: every attempt failing for 24 h pauses the endpoint. */
    failingSince: timestamptz(),
    createdById: uuid().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_endpoints_company_id_idx').on(t.companyId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: uuid().notNull().references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id, the same for every endpoint and every attempt (x-redress-event-id). */
    eventId: uuid().notNull(),
    eventType: text().notNull(),
    /** The event as raised: its id, type, time and the item it names (webhooks.outbox.ts). */
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    /** The exact body sent, fixed by the first attempt: every retry and resend sends the same bytes. */
    body: text(),
    /** 'pending', 'succeeded' or 'failed' (gave up after 24 h, or the endpoint was paused). */
    status: text().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastDurationMs: integer(),
    lastError: text(),
    nextAttemptAt: timestamptz(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('webhook_deliveries_endpoint_created_idx').on(t.endpointId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid().notNull().references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    statusCode: integer(),
    durationMs: integer().notNull(),
    error: text(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_id_idx').on(t.deliveryId)],
);
