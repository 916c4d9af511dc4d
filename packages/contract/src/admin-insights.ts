// The admin portal's figures (spec section 3 "Admin dashboard": /admin/dashboard/*), reports (/admin/report/*, with a
// streamed CSV export) and the platform audit log (/admin/audit, /admin/audit/search). Decision 125 and 126.
import { z } from 'zod';
import { AuditEntrySchema } from './business-support.ts';
import { listResponseSchema, MAX_PAGE_SIZE } from './pagination.ts';
import { ComplaintStatusSchema } from './roles.ts';
import { ReviewStatusSchema } from './reviews.ts';

/** Trending complaints: the most comments plus votes made in this many days (decision 125). */
export const TRENDING_DAYS = 7;
export const TRENDING_LIMIT = 5;
/** The longest range GetNewUsers draws (days). */
export const NEW_USERS_MAX_DAYS = 731;
export const REPORT_PAGE_SIZE = 25;
export const ADMIN_AUDIT_PAGE_SIZE = 25;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
/** A calendar day (YYYY-MM-DD) in the platform's time zone; an end day is included whole. */
const DaySchema = z.string({ error: 'must be a date such as 2026-11-01' })
  .regex(ISO_DATE, { message: 'must be a date such as 2026-11-01', abort: true })
  .refine(isRealDate, 'must be a real date');
const page = z.coerce.number().int('must be a whole number').min(1, 'page starts at 1').default(1);
const size = (d: number) => z.coerce.number().int('must be a whole number').min(1, 'is at least 1').max(MAX_PAGE_SIZE, `is at most ${MAX_PAGE_SIZE}`).default(d);
const orderedFromTo = (v: { from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx) => {
  if (v.from && v.to && v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must not be before from' });
};
const count = z.number().int();

// ---- Dashboard -------------------------------------------------------------------------------------------------

export const TrendingComplaintSchema = z.object({
  id: z.uuid(),
  uniqueId: z.string(),
  title: z.string(),
  companyName: z.string().nullable(),
  status: ComplaintStatusSchema,
  /** Comments plus votes made on it in the last TRENDING_DAYS days. */
  activity: count,
});
export type TrendingComplaint = z.infer<typeof TrendingComplaintSchema>;

export const AdminDashboardDataSchema = z.object({
  /** Live (not deleted) complaints whose status is resolved. */
  resolvedComplaints: count,
  /** Live complaints in any other status: resolvedComplaints + unresolvedComplaints = totalComplaintCount. */
  unresolvedComplaints: count,
  /** Companies on the platform (not deleted), verified or not. */
  totalCompaniesCount: count,
  /** Live complaints, hidden ones included. */
  totalComplaintCount: count,
  /** Customer accounts (profileType user), not deleted. */
  totalUsersCount: count,
  /** Public complaints (live, not hidden) with the most comments plus votes in the last TRENDING_DAYS days. */
  trendingComplaints: z.array(TrendingComplaintSchema),
  trendingDays: count,
}).meta({ id: 'AdminDashboardData' });
export type AdminDashboardData = z.infer<typeof AdminDashboardDataSchema>;

export const NEW_USERS_INTERVALS = ['day', 'week'] as const;
export const NewUsersRequestSchema = z.object({
  startDate: DaySchema,
  endDate: DaySchema,
  /** Buckets: per day, or per week starting Monday. */
  interval: z.enum(NEW_USERS_INTERVALS, { error: 'must be day or week' }).default('day'),
}).superRefine((v, ctx) => {
  if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
  else if ((Date.parse(v.endDate) - Date.parse(v.startDate)) / 86_400_000 + 1 > NEW_USERS_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must be at most ${NEW_USERS_MAX_DAYS} days after startDate` });
  }
});
export type NewUsersRequest = z.infer<typeof NewUsersRequestSchema>;
export const NewUsersResponseSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  interval: z.enum(NEW_USERS_INTERVALS),
  timeZone: z.string(),
  /** New customer accounts per bucket; a bucket is named by its first day inside the range. */
  series: z.array(z.object({ date: z.string(), count })),
  total: count,
}).meta({ id: 'NewUsersResponse' });
export type NewUsersResponse = z.infer<typeof NewUsersResponseSchema>;

export const UnverifiedCompanySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  createdAt: z.iso.datetime(),
});
export type UnverifiedCompany = z.infer<typeof UnverifiedCompanySchema>;
export const UnverifiedCompaniesQuerySchema = z.object({ page, size: size(10) });
export const UnverifiedCompaniesResponseSchema = listResponseSchema(UnverifiedCompanySchema).meta({ id: 'UnverifiedCompaniesResponse' });
export type UnverifiedCompaniesResponse = z.infer<typeof UnverifiedCompaniesResponseSchema>;

// ---- Reports ---------------------------------------------------------------------------------------------------

export const REPORT_KINDS = ['complaint', 'review', 'rating'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_FORMATS = ['json', 'csv'] as const;

const reportFields = {
  /** First day (platform time zone, included). */
  from: DaySchema.optional(),
  /** Last day (included). */
  to: DaySchema.optional(),
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  categoryId: z.uuid({ error: 'must be a category id' }).optional(),
  /** csv streams every matching row as a file (page and size are ignored); json answers one page. */
  format: z.enum(REPORT_FORMATS, { error: 'must be json or csv' }).default('json'),
  page,
  size: size(REPORT_PAGE_SIZE),
};
export const ComplaintReportQuerySchema = z.object({ ...reportFields, status: ComplaintStatusSchema.optional() }).superRefine(orderedFromTo);
export type ComplaintReportQuery = z.infer<typeof ComplaintReportQuerySchema>;
export const ReviewReportQuerySchema = z.object({ ...reportFields, status: ReviewStatusSchema.optional() }).superRefine(orderedFromTo);
export type ReviewReportQuery = z.infer<typeof ReviewReportQuerySchema>;
/** Ratings have no status; a category is the rated company's. */
export const RatingReportQuerySchema = z.object(reportFields).superRefine(orderedFromTo);
export type RatingReportQuery = z.infer<typeof RatingReportQuerySchema>;

/** An author as a report shows them: null for an anonymous one, in JSON and CSV alike (decision 126). */
const ReportAuthorSchema = z.object({ id: z.uuid(), name: z.string() }).nullable();

export const ComplaintReportRowSchema = z.object({
  id: z.uuid(), uniqueId: z.string(), title: z.string(), status: ComplaintStatusSchema,
  companyId: z.uuid().nullable(), companyName: z.string().nullable(), categoryName: z.string().nullable(),
  author: ReportAuthorSchema, anonymous: z.boolean(), hidden: z.boolean(), flagged: z.boolean(),
  votes: count, commentsCount: count, createdAt: z.iso.datetime(), closedAt: z.iso.datetime().nullable(),
});
export type ComplaintReportRow = z.infer<typeof ComplaintReportRowSchema>;
export const ReviewReportRowSchema = z.object({
  id: z.uuid(), uniqueId: z.string(), title: z.string(), status: ReviewStatusSchema, rating: count,
  companyId: z.uuid(), companyName: z.string(), categoryName: z.string().nullable(),
  author: ReportAuthorSchema, anonymous: z.boolean(), hidden: z.boolean(),
  votes: count, commentsCount: count, createdAt: z.iso.datetime(),
});
export type ReviewReportRow = z.infer<typeof ReviewReportRowSchema>;
export const RatingReportRowSchema = z.object({
  id: z.uuid(), companyId: z.uuid(), companyName: z.string(), author: ReportAuthorSchema,
  overall: count, product: count.nullable(), employee: count.nullable(), channel: count.nullable(), service: count.nullable(),
  brand: count.nullable(), recommend: count.nullable(), comment: z.string().nullable(), createdAt: z.iso.datetime(),
});
export type RatingReportRow = z.infer<typeof RatingReportRowSchema>;
export const ComplaintReportResponseSchema = listResponseSchema(ComplaintReportRowSchema).meta({ id: 'ComplaintReportResponse' });
export type ComplaintReportResponse = z.infer<typeof ComplaintReportResponseSchema>;
export const ReviewReportResponseSchema = listResponseSchema(ReviewReportRowSchema).meta({ id: 'ReviewReportResponse' });
export type ReviewReportResponse = z.infer<typeof ReviewReportResponseSchema>;
export const RatingReportResponseSchema = listResponseSchema(RatingReportRowSchema).meta({ id: 'RatingReportResponse' });
export type RatingReportResponse = z.infer<typeof RatingReportResponseSchema>;

// ---- Audit log -------------------------------------------------------------------------------------------------

export const AdminAuditPageQuerySchema = z.object({ page, size: size(ADMIN_AUDIT_PAGE_SIZE) });
export const AdminAuditSearchQuerySchema = z.object({
  /** Changes made by this person (a user id). */
  actor: z.uuid({ error: 'must be a user id' }).optional(),
  /** An action or the start of one: "complaint" finds complaint.close, complaint.delete, ... */
  action: z.string().trim().max(100, 'is at most 100 characters').regex(/^[\w.-]*$/, 'may hold only letters, digits, dots, dashes and underscores').optional(),
  entityType: z.string().trim().max(50, 'is at most 50 characters').optional(),
  entityId: z.string().trim().max(100, 'is at most 100 characters').optional(),
  companyId: z.uuid({ error: 'must be a company id' }).optional(),
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  page,
  size: size(ADMIN_AUDIT_PAGE_SIZE),
}).superRefine(orderedFromTo);
export type AdminAuditSearchQuery = z.infer<typeof AdminAuditSearchQuerySchema>;
/** An audit entry as an admin sees it: the actor named with their id; before/after whole except secrets. IPs never leave. */
export const AdminAuditEntrySchema = AuditEntrySchema.extend({ companyId: z.uuid().nullable() }).meta({ id: 'AdminAuditEntry' });
export type AdminAuditEntry = z.infer<typeof AdminAuditEntrySchema>;
export const AdminAuditListResponseSchema = listResponseSchema(AdminAuditEntrySchema).meta({ id: 'AdminAuditListResponse' });
export type AdminAuditListResponse = z.infer<typeof AdminAuditListResponseSchema>;
