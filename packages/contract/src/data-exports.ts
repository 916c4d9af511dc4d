// "Download my data" (decision 181): a person's exports of their own data, their progress and the once-only download.
import { z } from 'zod';
import { listResponseSchema, PageQuerySchema } from './pagination.ts';

export const DATA_EXPORT_STATUSES = ['queued', 'building', 'ready', 'expired', 'failed'] as const;
export const DataExportStatusSchema = z.enum(DATA_EXPORT_STATUSES);
export type DataExportStatus = z.infer<typeof DataExportStatusSchema>;

/** Days a ready archive may be downloaded (once) before its file is deleted. */
export const DATA_EXPORT_TTL_DAYS = 7;

export const DataExportSchema = z.object({
  id: z.string(),
  status: DataExportStatusSchema,
  /** 0-100 while queued or building; 100 once ready. */
  progress: z.number().int().min(0).max(100),
  /** Size of the ZIP in bytes, once ready. */
  sizeBytes: z.number().int().nullable(),
  createdAt: z.string(),
  readyAt: z.string().nullable(),
  /** Until when the ready file may be downloaded. */
  expiresAt: z.string().nullable(),
  /** When it was downloaded (an export downloads once). */
  downloadedAt: z.string().nullable(),
  /** The download path while it is ready and not yet taken (needs the owner's session). */
  downloadUrl: z.string().nullable(),
}).meta({ id: 'DataExport' });
export type DataExport = z.infer<typeof DataExportSchema>;

export const DataExportsQuerySchema = PageQuerySchema;
export type DataExportsQuery = z.input<typeof DataExportsQuerySchema>;

export const DataExportListResponseSchema = listResponseSchema(DataExportSchema).meta({ id: 'DataExportList' });
export type DataExportListResponse = z.infer<typeof DataExportListResponseSchema>;

/**
 * A company's exports (decision 186): how many a month its plan allows (null: no limit) and how many were asked for
 * this calendar month (UTC).
 */
export const CompanyExportAllowanceSchema = z.object({
  planName: z.string(),
  perMonth: z.number().int().nullable(),
  usedThisMonth: z.number().int(),
}).meta({ id: 'CompanyExportAllowance' });
export type CompanyExportAllowance = z.infer<typeof CompanyExportAllowanceSchema>;

export const CompanyDataExportListResponseSchema = DataExportListResponseSchema.extend({ allowance: CompanyExportAllowanceSchema })
  .meta({ id: 'CompanyDataExportList' });
export type CompanyDataExportListResponse = z.infer<typeof CompanyDataExportListResponseSchema>;
