import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ ok: z.boolean(), kind: z.enum(['pglite', 'postgres']), latencyMs: z.number() }),
  version: z.string(),
  uptimeSeconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

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
  platformTz: z.string(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

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
