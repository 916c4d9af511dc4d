import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/health/live: the process answers (no database call). */
export const LivenessResponseSchema = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export type LivenessResponse = z.infer<typeof LivenessResponseSchema>;

/**
 * GET /api/health/ready (decision 193): 200 'ready'; 503 while migrations or the start-up data preparation run
 * ('starting'), while shutting down ('stopping'), or when the database does not answer ('database-unavailable').
 */
export const ReadinessResponseSchema = z.object({ status: z.enum(['ready', 'starting', 'stopping', 'database-unavailable']) });
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;

export const UploadResponseSchema = z.object({
  url: z.string(),
  key: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** Public, non-secret settings the web app reads once at start. */
export const PublicConfigSchema = z.object({
  brandName: z.string(),
  publicUrl: z.string(),
  captcha: z.object({ kind: z.enum(['recaptcha', 'pow']), siteKey: z.string().nullable() }),
  googleClientId: z.string().nullable(),
  maintenance: z.boolean(),
  /** What the maintenance page says besides its title, when the admin who switched it on wrote something. */
  maintenanceMessage: z.string().nullable().optional(),
  platformTz: z.string(),
  /** The demo seed's invented companies, people and posts are in the database: every page says so. */
  demoData: z.boolean(),
  /** The product's own profiles on social networks (SOCIAL_*_URL); a network not configured is absent. */
  social: z.array(z.object({ network: z.enum(['facebook', 'x', 'linkedin', 'instagram']), url: z.string() })),
  /**
   * The review-bomb guard's volume and new-account minimums this server applies (BURST_MIN_ITEMS,
   * BURST_MIN_FROM_NEW_ACCOUNTS; BURST_RULES by default): the pages that explain the guard state these (decision 178).
   */
  burstLimits: z.object({ minItems: z.number().int(), minFromNewAccounts: z.number().int() }),
  /** Days between "Delete my account" and the removal for good (ACCOUNT_DELETION_GRACE_DAYS, decision 182). */
  accountDeletionGraceDays: z.number().int().optional(),
  /**
   * How long this server keeps what it keeps for security or only until it is used (RETENTION_*_DAYS, decision 184): the
   * privacy policy states these. Days, each counted from the row's creation (ipDays, unverifiedDays) or from its end
   * (sessionDays: after a session expired; codeDays: after a one-time code or review invitation expired).
   */
  retention: z.object({
    ipDays: z.number().int(),
    unverifiedDays: z.number().int(),
    sessionDays: z.number().int(),
    codeDays: z.number().int(),
  }),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

/** Maintenance mode as admins holding settings.manage read and switch it (decision 127). */
export const MaintenanceSettingSchema = z.object({
  enabled: z.boolean(),
  message: z.string().nullable(),
  updatedAt: z.string().nullable(),
});
export type MaintenanceSetting = z.infer<typeof MaintenanceSettingSchema>;

export const MaintenanceSettingInputSchema = z.object({
  enabled: z.boolean({ error: 'must be true or false' }),
  message: z.string().trim().max(500, 'must be at most 500 characters').nullish(),
}).strict();
export type MaintenanceSettingInput = z.infer<typeof MaintenanceSettingInputSchema>;

export const PlatformSchema = z.object({ platformId: z.string(), platformName: z.string(), status: z.enum(['Active', 'Inactive']) });
export const PlatformListSchema = z.array(PlatformSchema);
export type PlatformList = z.infer<typeof PlatformListSchema>;

/** An error the web app reports (spec section 8: every error but 401 and 403). */
export const ClientErrorReportSchema = z.object({
  message: z.string().max(1000),
  stack: z.string().max(4000).optional(),
  url: z.string().max(2000),
  status: z.number().int().optional(),
  source: z.string().max(300).optional(),
});
export type ClientErrorReport = z.infer<typeof ClientErrorReportSchema>;
