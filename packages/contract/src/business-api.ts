// A business's API keys (x-client-id + x-api-key, decision 115) and its embeddable widgets (decision 116).
import { z } from 'zod';

export const API_KEY_LABEL_MAX = 60;
/** The headers an API client sends (decisions.md "x-client-id and x-api-key"). */
export const API_CLIENT_ID_HEADER = 'x-client-id';
export const API_KEY_HEADER = 'x-api-key';

const companyId = z.uuid({ error: 'must be a company id' });

/** What a key may do (decision 188): read (GET/HEAD calls), write (the other calls), manage webhooks. */
export const API_KEY_SCOPES = ['read', 'write', 'webhooks'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** A key given no scopes keeps what every key could do before scopes: read and write. */
export const API_KEY_DEFAULT_SCOPES: ApiKeyScope[] = ['read', 'write'];
/** How far ahead a key's expiry may be. */
export const API_KEY_MAX_LIFETIME_DAYS = 730;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (s: string) => z.iso.date().safeParse(s).success;
const isDateTime = (s: string) => z.iso.datetime({ offset: true }).safeParse(s).success;
/** A date-only expiry means the end of that day (UTC); a date-time is taken as it is. */
export const apiKeyExpiryDate = (s: string) => new Date(ISO_DAY.test(s) ? `${s}T23:59:59.999Z` : s);

/** POST /business/generateCredentials: a new key for the company, or (rotate) a new key replacing the live one of that label. */
export const GenerateCredentialsRequestSchema = z
  .object({
    companyId,
    label: z.string({ error: 'is required' }).trim().min(1, 'is required').max(API_KEY_LABEL_MAX, `is at most ${API_KEY_LABEL_MAX} characters`),
    /** Replace the live key of this label (revoked in the same transaction). Without it, a label in use is a 409. */
    rotate: z.boolean({ error: 'must be true or false' }).default(false),
    /** What the key may do: at least one of read, write, webhooks (default read and write). */
    scopes: z
      .array(z.enum(API_KEY_SCOPES, { error: `must be one of ${API_KEY_SCOPES.join(', ')}` }), { error: 'must be a list of scopes' })
      .min(1, 'needs at least one scope')
      .default(API_KEY_DEFAULT_SCOPES),
    /**
     * When the key stops working: a date (the end of that day, UTC) or a date-time with its offset, in the future and at
     * most API_KEY_MAX_LIFETIME_DAYS away. Absent or null: the key lives until revoked.
     */
    expiresAt: z
      .string({ error: 'must be a date' })
      .trim()
      .refine((s) => isDay(s) || isDateTime(s), 'must be a date (YYYY-MM-DD) or a date-time with its offset')
      .nullish(),
  })
  .meta({ id: 'GenerateCredentialsRequest' });
export type GenerateCredentialsRequest = z.input<typeof GenerateCredentialsRequestSchema>;

/** A key as listed: never its secret. */
export const ApiCredentialSchema = z
  .object({
    clientId: z.string(),
    label: z.string(),
    createdAt: z.string(),
    /** Recorded at most once a minute, with the address the call came from. */
    lastUsedAt: z.string().nullable(),
    lastUsedIp: z.string().nullable(),
    revokedAt: z.string().nullable(),
    scopes: z.array(z.enum(API_KEY_SCOPES)),
    /** Null: until revoked. */
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiCredential' });
export type ApiCredential = z.infer<typeof ApiCredentialSchema>;

/** The one answer that carries the key: it is stored hashed and never shown again. */
export const GeneratedCredentialsSchema = z
  .object({
    credential: ApiCredentialSchema,
    clientId: z.string(),
    apiKey: z.string(),
    /** The client id of the key this one replaced, when it rotated one. */
    replaced: z.string().nullable(),
  })
  .meta({ id: 'GeneratedCredentials' });
export type GeneratedCredentials = z.infer<typeof GeneratedCredentialsSchema>;

export const ApiCredentialListSchema = z
  .object({
    data: z.array(ApiCredentialSchema),
    /** Live keys against the plan's allowance (null = unlimited; 0 = the plan has no API access). */
    live: z.number().int(),
    limit: z.number().int().nullable(),
    planName: z.string(),
  })
  .meta({ id: 'ApiCredentialList' });
export type ApiCredentialList = z.infer<typeof ApiCredentialListSchema>;

export const ApiCredentialParamsSchema = z.object({ id: companyId, clientId: z.string().trim().min(1, 'is required').max(64, 'is not a client id') });

// Widgets -------------------------------------------------------------------------------------------------------------

export const WIDGET_KINDS = ['score', 'reviews'] as const;
export type WidgetKind = (typeof WIDGET_KINDS)[number];
export const WIDGET_THEMES = ['light', 'dark'] as const;
export type WidgetTheme = (typeof WIDGET_THEMES)[number];
export const WIDGET_REVIEWS_MAX = 5;

const widgetFields = {
  kind: z.enum(WIDGET_KINDS, { error: `must be one of ${WIDGET_KINDS.join(', ')}` }),
  theme: z.enum(WIDGET_THEMES, { error: `must be one of ${WIDGET_THEMES.join(', ')}` }).default('light'),
  /** How many of the latest reviews the widget shows (the score badge shows none). */
  reviewCount: z.coerce.number({ error: 'must be a number' }).int('must be a whole number').min(0, 'is at least 0').max(WIDGET_REVIEWS_MAX, `is at most ${WIDGET_REVIEWS_MAX}`).default(3),
};

/** POST /widget/save: a new widget for the company. */
export const SaveWidgetRequestSchema = z.object({ companyId, ...widgetFields }).meta({ id: 'SaveWidgetRequest' });
export type SaveWidgetRequest = z.input<typeof SaveWidgetRequestSchema>;

/** PUT /widget/updateByCompanyId/{id}: id is the company; widgetId names which of its widgets. */
export const UpdateWidgetRequestSchema = z
  .object({ widgetId: z.uuid({ error: 'must be a widget id' }), ...widgetFields })
  .meta({ id: 'UpdateWidgetRequest' });
export type UpdateWidgetRequest = z.input<typeof UpdateWidgetRequestSchema>;

export const WidgetSchema = z
  .object({
    id: z.string(),
    companyId: z.string(),
    compressedUrl: z.string(),
    kind: z.enum(WIDGET_KINDS),
    theme: z.enum(WIDGET_THEMES),
    reviewCount: z.number().int(),
    /** The page to put in an iframe, and the snippet to paste. */
    embedUrl: z.string(),
    snippet: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'Widget' });
export type Widget = z.infer<typeof WidgetSchema>;

export const WidgetListSchema = z
  .object({ data: z.array(WidgetSchema), limit: z.number().int().nullable(), planName: z.string() })
  .meta({ id: 'WidgetList' });
export type WidgetList = z.infer<typeof WidgetListSchema>;

export const WidgetCodeParamsSchema = z.object({ x: z.string().trim().regex(/^[A-Za-z0-9_-]{4,32}$/, 'is not a widget code') });
export const WidgetIdParamsSchema = z.object({ x: z.uuid({ error: 'must be a widget id' }) });
export const WidgetCompanyParamsSchema = z.object({ x: companyId });
export const CompanyIdParamsSchema = z.object({ id: companyId });
