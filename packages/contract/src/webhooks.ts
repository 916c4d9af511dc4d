// Webhooks (issue 41, decision 189): a company's endpoints, the events they receive and the log of their deliveries.
import { z } from 'zod';
import { ListMetaSchema, MAX_PAGE_SIZE } from './pagination.ts';

export const WEBHOOK_EVENT_TYPES = [
  'complaint.filed', 'complaint.answered', 'complaint.status_changed', 'complaint.closed',
  'review.published', 'review.reported', 'review.disputed', 'rating.published',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What the portal's checkboxes say. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'complaint.filed': 'Complaint filed',
  'complaint.answered': 'Complaint answered',
  'complaint.status_changed': 'Complaint status changed',
  'complaint.closed': 'Complaint closed',
  'review.published': 'Review published',
  'review.reported': 'Review reported',
  'review.disputed': 'Review disputed',
  'rating.published': 'Rating published',
};

/** The headers of every delivery (the signature is `v1=<hex HMAC-SHA256 of "<timestamp>.<body>">`). */
export const WEBHOOK_EVENT_ID_HEADER = 'x-redress-event-id';
export const WEBHOOK_TIMESTAMP_HEADER = 'x-redress-timestamp';
export const WEBHOOK_SIGNATURE_HEADER = 'x-redress-signature';
export const WEBHOOK_URL_MAX = 2000;

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused'] as const;
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

const companyId = z.uuid({ error: 'must be a company id' });

export const CreateWebhookEndpointRequestSchema = z
  .object({
    url: z.string({ error: 'is required' }).trim().min(1, 'is required').max(WEBHOOK_URL_MAX, `is at most ${WEBHOOK_URL_MAX} characters`)
      .refine((v) => URL.canParse(v), 'must be a URL such as https://example.com/hooks'),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: `must be among ${WEBHOOK_EVENT_TYPES.join(', ')}` }), { error: 'must be a list of event types' })
      .min(1, 'choose at least one event').transform((v) => [...new Set(v)]),
  })
  .meta({ id: 'CreateWebhookEndpointRequest' });
export type CreateWebhookEndpointRequest = z.input<typeof CreateWebhookEndpointRequestSchema>;

export const SetWebhookEndpointStatusRequestSchema = z
  .object({ status: z.enum(WEBHOOK_ENDPOINT_STATUSES, { error: 'must be active or paused' }) })
  .meta({ id: 'SetWebhookEndpointStatusRequest' });
export type SetWebhookEndpointStatusRequest = z.input<typeof SetWebhookEndpointStatusRequestSchema>;

/** An endpoint as listed: never its secret. */
export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    /** Why it is paused: by hand, or after repeated failures. */
    pausedReason: z.string().nullable(),
    pausedAt: z.string().nullable(),
    consecutiveFailures: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

/** The answers that carry the signing secret: at creation and at each rotation, never again. */
export const WebhookEndpointWithSecretSchema = z
  .object({ endpoint: WebhookEndpointSchema, secret: z.string() })
  .meta({ id: 'WebhookEndpointWithSecret' });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecretSchema>;

export const WebhookEndpointListSchema = z
  .object({
    data: z.array(WebhookEndpointSchema),
    /** The plan's allowance (null = unlimited; 0 = not in the plan). */
    limit: z.number().int().nullable(),
    planName: z.string(),
  })
  .meta({ id: 'WebhookEndpointList' });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

export const WebhookDeliverySchema = z
  .object({
    id: z.string(),
    eventId: z.string(),
    eventType: z.enum(WEBHOOK_EVENT_TYPES),
    status: z.enum(WEBHOOK_DELIVERY_STATUSES),
    attempts: z.number().int(),
    /** The receiver's last HTTP status; null when it could not be reached. */
    responseCode: z.number().int().nullable(),
    durationMs: z.number().int().nullable(),
    error: z.string().nullable(),
    nextAttemptAt: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z
  .object({ data: z.array(WebhookDeliverySchema), meta: ListMetaSchema })
  .meta({ id: 'WebhookDeliveryList' });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;

export const WebhookDeliveryQuerySchema = z.object({
  page: z.coerce.number({ error: 'must be a number' }).int().min(1, 'starts at 1').default(1),
  size: z.coerce.number({ error: 'must be a number' }).int().min(1, 'is at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(20),
});
export type WebhookDeliveryQuery = z.infer<typeof WebhookDeliveryQuerySchema>;

export const WebhookCompanyParamsSchema = z.object({ id: companyId });
export const WebhookEndpointParamsSchema = z.object({ id: companyId, endpointId: z.uuid({ error: 'must be a webhook endpoint id' }) });
export const WebhookDeliveryParamsSchema = WebhookEndpointParamsSchema.extend({ deliveryId: z.uuid({ error: 'must be a delivery id' }) });

/** The body of every delivery: `data` is the item as the public pages show it (anonymous authors stay anonymous). */
export const WebhookEventSchema = z
  .object({ id: z.string(), type: z.enum(WEBHOOK_EVENT_TYPES), createdAt: z.string(), data: z.record(z.string(), z.unknown()) })
  .meta({ id: 'WebhookEvent' });
export type WebhookEvent = z.infer<typeof WebhookEventSchema>;
