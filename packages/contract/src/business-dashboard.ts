// The business dashboard (spec section 7: GET /business/dashboard/dashboardData/{id} and /business/dashboard/comparison):
// a company's complaints, ratings and reviews over a date range, and the same figures for its category.
import { z } from 'zod';
import { ComplaintStatusSchema } from './roles.ts';

/** Presets offered by the web app's range picker (days, today included). */
export const DASHBOARD_PRESET_DAYS = [7, 30, 90] as const;
/** The range shown when none is given. */
export const DASHBOARD_DEFAULT_DAYS = 30;
/** The longest range any plan reads in one call (days); a plan may allow less (dashboardRangeDays). */
export const DASHBOARD_MAX_DAYS = 1830;
/** Below this many companies a category's figures would reveal a competitor's: they are withheld (decision 111). */
export const DASHBOARD_MIN_CATEGORY_COMPANIES = 3;
/** Ranges up to this many days are drawn per day; longer ones per week, and past DASHBOARD_WEEKLY_MAX_DAYS per month. */
export const DASHBOARD_DAILY_MAX_DAYS = 92;
export const DASHBOARD_WEEKLY_MAX_DAYS = 731;

export const DASHBOARD_INTERVALS = ['day', 'week', 'month'] as const;
export const DashboardIntervalSchema = z.enum(DASHBOARD_INTERVALS);
export type DashboardInterval = z.infer<typeof DashboardIntervalSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isRealDate = (s: string) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);
const DateParamSchema = z
  .string({ error: 'must be a date such as 2026-11-01' })
  .regex(ISO_DATE, { message: 'must be a date such as 2026-11-01', abort: true })
  .refine(isRealDate, 'must be a real date');

const rangeFields = {
  /** First day of the range (PLATFORM_TZ calendar day, included); 29 days before endDate when absent. */
  startDate: DateParamSchema.optional(),
  /** Last day of the range (included); today when absent. */
  endDate: DateParamSchema.optional(),
};
type RangeFields = { startDate?: string | undefined; endDate?: string | undefined };
const orderedRange = (v: RangeFields, ctx: z.RefinementCtx) => {
  if (v.startDate && v.endDate && v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
};

export const DashboardRangeQuerySchema = z.object(rangeFields).superRefine(orderedRange);
export type DashboardRangeQuery = z.infer<typeof DashboardRangeQuerySchema>;

export const DashboardComparisonQuerySchema = z
  .object({ ...rangeFields, companyId: z.uuid({ error: 'must be a company id' }) })
  .superRefine(orderedRange);
export type DashboardComparisonQuery = z.infer<typeof DashboardComparisonQuerySchema>;

/** A rate from 0 to 1; null when there is nothing to divide (no complaints, no answers). */
const RateSchema = z.number().nullable();
const count = z.number().int();

const DashboardRangeSchema = {
  startDate: z.string(),
  endDate: z.string(),
  /** Buckets of the series: per day, per week (starting Monday) or per month. */
  interval: DashboardIntervalSchema,
  /** The time zone whose calendar days the range and buckets follow (PLATFORM_TZ). */
  timeZone: z.string(),
  /** Today's calendar date in that time zone: where the web app's presets end. */
  today: z.string(),
};

export const DashboardComplaintsSchema = z.object({
  /** Complaints the company received in the range (created in it, not deleted, past the platform's checks). */
  total: count,
  byStatus: z.array(z.object({ status: ComplaintStatusSchema, count })),
  /** Complaints overdue now, whenever they came (not only those of the range): what the business inbox lists as overdue. */
  overdue: count,
  /** Of those, the ones the company answered (a first response). */
  responded: count,
  responseRate: RateSchema,
  /** Median time from a complaint to the company's first response, in seconds. */
  medianFirstResponseSeconds: z.number().nullable(),
  /** Of those, the ones answered before their due time (the 21:00 PLATFORM_TZ rule). */
  answeredOnTime: count,
  answeredOnTimeRate: RateSchema,
  overTime: z.array(z.object({ date: z.string(), count })),
});
export type DashboardComplaints = z.infer<typeof DashboardComplaintsSchema>;

export const DashboardRatingsSchema = z.object({
  count,
  /** Average overall stars (1-5). */
  average: z.number().nullable(),
  /** Ratings that answered "how likely to recommend" (0-10). */
  npsResponses: count,
  /** 9-10. */
  promoters: count,
  /** 0-6. */
  detractors: count,
  /** Net promoter score: % promoters minus % detractors, -100 to 100. */
  nps: z.number().nullable(),
  overTime: z.array(z.object({ date: z.string(), count, average: z.number().nullable(), npsResponses: count, nps: z.number().nullable() })),
});
export type DashboardRatings = z.infer<typeof DashboardRatingsSchema>;

export const DashboardReviewsSchema = z.object({
  count,
  average: z.number().nullable(),
  /** Reviews per star, 1 to 5 (all five always present). */
  stars: z.array(z.object({ stars: count, count })),
});
export type DashboardReviews = z.infer<typeof DashboardReviewsSchema>;

export const DashboardDataSchema = z
  .object({
    companyId: z.string(),
    ...DashboardRangeSchema,
    /** The company's plan and how far back it reads (null: no limit). */
    plan: z.object({ name: z.string(), dashboardRangeDays: z.number().int().nullable() }),
    complaints: DashboardComplaintsSchema,
    ratings: DashboardRatingsSchema,
    reviews: DashboardReviewsSchema,
  })
  .meta({ id: 'DashboardData' });
export type DashboardData = z.infer<typeof DashboardDataSchema>;

/** One figure across the category's companies: the mean and the median of the companies' own figures. */
export const DashboardStatSchema = z.object({ average: z.number().nullable(), median: z.number().nullable() });
export type DashboardStat = z.infer<typeof DashboardStatSchema>;

export const DashboardComparisonSchema = z
  .object({
    companyId: z.string(),
    ...DashboardRangeSchema,
    /** The company's main category (its first by name); null when it has none. */
    category: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Live companies in the category, the company included. */
    companies: count,
    /** Too few companies to compare without revealing one of them: every figure is null. */
    withheld: z.boolean(),
    figures: z.object({
      complaints: DashboardStatSchema,
      overdue: DashboardStatSchema,
      responseRate: DashboardStatSchema,
      medianFirstResponseSeconds: DashboardStatSchema,
      answeredOnTimeRate: DashboardStatSchema,
      ratings: DashboardStatSchema,
      ratingAverage: DashboardStatSchema,
      nps: DashboardStatSchema,
      reviews: DashboardStatSchema,
      reviewAverage: DashboardStatSchema,
    }),
    /** Complaints per company in each bucket (the category's total divided by its companies). */
    complaintsOverTime: z.array(z.object({ date: z.string(), count: z.number() })),
    /** The category's pooled NPS in each bucket. */
    npsOverTime: z.array(z.object({ date: z.string(), nps: z.number().nullable() })),
    /** Share of the category's reviews per star (0-1), 1 to 5. */
    stars: z.array(z.object({ stars: count, share: z.number().nullable() })),
  })
  .meta({ id: 'DashboardComparison' });
export type DashboardComparison = z.infer<typeof DashboardComparisonSchema>;
