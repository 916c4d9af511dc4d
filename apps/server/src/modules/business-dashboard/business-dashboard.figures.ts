// The dashboard's figures from company_daily_stats rows of a range (decision 203): the same shapes and numbers as the
// repository's statements over the complaints, ratings and reviews tables give, summed here from at most one row per
// company and day (or per company and per bucket, summed already: decision 205). Pure functions.
import { COMPLAINT_STATUSES, type ComplaintStatus, type DashboardInterval } from '@redress/contract';
import { addDays } from './business-dashboard.range.ts';
import type { CategorySums, ComplaintFiguresRow, DayRow, Range, RatingFiguresRow, RatingSeriesRow } from './business-dashboard.repository.ts';
import { COMPANY_VISIBLE_STATUSES } from './business-dashboard.repository.ts';
import { remember } from '../../lib/remember.ts';

/** The first day of the bucket holding `date` (date_trunc: ISO weeks start on Monday). */
export function bucketStart(date: string, interval: DashboardInterval): string {
  if (interval === 'day') return date;
  if (interval === 'month') return `${date.slice(0, 7)}-01`;
  const weekday = (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;
  return addDays(date, -weekday);
}

const nextBucket = (start: string, interval: DashboardInterval) => {
  if (interval === 'day') return addDays(start, 1);
  if (interval === 'week') return addDays(start, 7);
  const [y, m] = start.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
};

interface Buckets {
  list: readonly { start: string; label: string }[];
  /** A bucket's position in `list` by its first day. */
  index: ReadonlyMap<string, number>;
}

/** Ranges' buckets already worked out: the busiest ask for the same few ranges all day (bounded). */
const kept = new Map<string, Buckets>();

/** The range's buckets and their positions, worked out once per range (never changed by their users). */
function bucketsFor(r: Pick<Range, 'startDate' | 'endDate' | 'interval'>): Buckets {
  return remember(kept, `${r.startDate} ${r.endDate} ${r.interval}`, 1_000, () => {
    const list = bucketsOf(r);
    return { list, index: new Map(list.map((x, i) => [x.start, i])) };
  });
}

/** The range's buckets, each labelled by its first day inside the range (as the statements' generate_series). */
export function bucketsOf(r: Pick<Range, 'startDate' | 'endDate' | 'interval'>): { start: string; label: string }[] {
  const out: { start: string; label: string }[] = [];
  if (r.interval === 'day') {
    // One bucket a day: counted in milliseconds, without parsing each day's text again.
    const end = Date.parse(`${r.endDate}T00:00:00Z`);
    for (let t = Date.parse(`${r.startDate}T00:00:00Z`); t <= end; t += 86_400_000) {
      const day = new Date(t).toISOString().slice(0, 10);
      out.push({ start: day, label: day });
    }
    return out;
  }
  for (let b = bucketStart(r.startDate, r.interval); b <= r.endDate; b = nextBucket(b, r.interval)) {
    out.push({ start: b, label: b < r.startDate ? r.startDate : b });
  }
  return out;
}

const emptyStatuses = () => Object.fromEntries(COMPLAINT_STATUSES.map((s) => [s, 0])) as Record<ComplaintStatus, number>;

export interface Figures {
  complaints: ComplaintFiguresRow[];
  complaintSeries: { date: string; count: number }[];
  ratings: RatingFiguresRow[];
  ratingSeries: RatingSeriesRow[];
  reviews: { companyId: string; count: number; average: number }[];
  stars: { stars: number; count: number }[];
}

const emptyCompany = () => ({
  byStatus: emptyStatuses(), total: 0, responded: 0, answeredOnTime: 0,
  ratings: 0, ratingSum: 0, npsResponses: 0, promoters: 0, detractors: 0, reviews: 0, reviewSum: 0,
});

/**
 * The figures of the companies in scope over the range from their day rows, their complaints overdue now and their
 * median first answers (taken by PostgreSQL: percentile_cont, as the from-scratch statement): per company (those with
 * complaints in the range or overdue now; rated; reviewed) and per bucket, every company together.
 */
export function figuresFromDays(r: Range, days: DayRow[], overdue: Map<string, number>, medians: Map<string, number | null>): Figures {
  const { list: buckets, index } = bucketsFor(r);
  const perBucket = buckets.map(() => ({ complaints: 0, ratings: 0, ratingSum: 0, npsResponses: 0, promoters: 0, detractors: 0 }));
  const companies = new Map<string, ReturnType<typeof emptyCompany>>();
  const stars = [0, 0, 0, 0, 0];
  for (const d of days) {
    const b = perBucket[index.get(bucketStart(d.day, r.interval))!]!;
    let c = companies.get(d.companyId);
    if (!c) companies.set(d.companyId, (c = emptyCompany()));
    let complaints = 0;
    for (const s of COMPANY_VISIBLE_STATUSES) {
      c.byStatus[s] += d.byStatus[s as keyof DayRow['byStatus']];
      complaints += d.byStatus[s as keyof DayRow['byStatus']];
    }
    c.total += complaints;
    c.responded += d.responded;
    c.answeredOnTime += d.answeredOnTime;
    c.ratings += d.ratings;
    c.ratingSum += d.ratingSum;
    c.npsResponses += d.npsResponses;
    c.promoters += d.promoters;
    c.detractors += d.detractors;
    b.complaints += complaints;
    b.ratings += d.ratings;
    b.ratingSum += d.ratingSum;
    b.npsResponses += d.npsResponses;
    b.promoters += d.promoters;
    b.detractors += d.detractors;
    for (let i = 0; i < 5; i++) {
      const n = d.stars[i]!;
      stars[i]! += n;
      c.reviews += n;
      c.reviewSum += n * (i + 1);
    }
  }
  for (const companyId of overdue.keys()) if (!companies.has(companyId)) companies.set(companyId, emptyCompany());
  const out: Figures = { complaints: [], complaintSeries: [], ratings: [], ratingSeries: [], reviews: [], stars: stars.map((count, i) => ({ stars: i + 1, count })) };
  for (const [companyId, c] of companies) {
    const late = overdue.get(companyId) ?? 0;
    if (c.total > 0 || late > 0) {
      out.complaints.push({
        companyId, total: c.total, byStatus: c.byStatus, overdue: late, responded: c.responded, answeredOnTime: c.answeredOnTime,
        medianFirstResponseSeconds: medians.get(companyId) ?? null,
      });
    }
    if (c.ratings > 0) {
      out.ratings.push({ companyId, count: c.ratings, average: c.ratingSum / c.ratings, npsResponses: c.npsResponses, promoters: c.promoters, detractors: c.detractors });
    }
    if (c.reviews > 0) out.reviews.push({ companyId, count: c.reviews, average: c.reviewSum / c.reviews });
  }
  out.complaintSeries = buckets.map((b, i) => ({ date: b.label, count: perBucket[i]!.complaints }));
  out.ratingSeries = buckets.map((b, i) => {
    const x = perBucket[i]!;
    return {
      date: b.label, count: x.ratings, average: x.ratings > 0 ? x.ratingSum / x.ratings : null,
      npsResponses: x.npsResponses, promoters: x.promoters, detractors: x.detractors,
    };
  });
  return out;
}

/**
 * The same figures from a category's sums (business-dashboard.repository's categorySums): the companies' figures from
 * their rows over the whole range, the series from the buckets' rows.
 */
export function figuresFromSums(r: Range, sums: CategorySums, overdue: Map<string, number>): Figures {
  const companies = figuresFromDays(r, sums.perCompany, overdue, sums.medians);
  const series = figuresFromDays(r, sums.perBucket, new Map(), new Map());
  return { ...companies, complaintSeries: series.complaintSeries, ratingSeries: series.ratingSeries };
}
