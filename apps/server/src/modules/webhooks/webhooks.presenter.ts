// Webhook rows -> DTOs: an endpoint never shows its secret (only the create and rotate answers carry it).
import type { WebhookDelivery, WebhookEndpoint, WebhookEventType } from '@redress/contract';
import type { WebhookDeliveryRow, WebhookEndpointRow } from './webhooks.repository.ts';

export const presentEndpoint = (r: WebhookEndpointRow): WebhookEndpoint => ({
  id: r.id,
  url: r.url,
  events: r.events as WebhookEventType[],
  status: r.status === 'paused' ? 'paused' : 'active',
  pausedReason: r.pausedReason,
  pausedAt: r.pausedAt?.toISOString() ?? null,
  consecutiveFailures: r.consecutiveFailures,
  createdAt: r.createdAt.toISOString(),
});

export const presentDelivery = (r: WebhookDeliveryRow): WebhookDelivery => ({
  id: r.id,
  eventId: r.eventId,
  eventType: r.eventType as WebhookEventType,
  status: r.status as WebhookDelivery['status'],
  attempts: r.attempts,
  responseCode: r.lastStatusCode,
  durationMs: r.lastDurationMs,
  error: r.lastError,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});
