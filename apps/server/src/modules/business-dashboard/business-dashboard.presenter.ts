// Figures -> the dashboard's DTOs. A category's figures leave the server only as means and medians over its companies,
// never as any one company's row (decision 111).
import type {
  ComplaintStatus, DashboardComparison, DashboardComplaints, DashboardRatings, DashboardReviews, DashboardStat,
} from '@redress/contract';
import type { ComplaintFiguresRow, RatingFiguresRow, RatingSeriesRow } from './business-dashboard.repository.ts';
import { COMPANY_VISIBLE_STATUSES } from './business-dashboard.repository.ts';

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Net promoter score, -100 to 100, rounded; null without an answer. */
export const npsOf = (promoters: number, detractors: number, responses: number) =>
  responses > 0 ? Math.round(((promoters - detractors) / responses) * 100) : null;

export function presentComplaints(row: ComplaintFiguresRow | undefined, overTime: { date: string; count: number }[]): DashboardComplaints {
  const total = row?.total ?? 0;
  return {
    total,
    byStatus: COMPANY_VISIBLE_STATUSES.map((status: ComplaintStatus) => ({ status, count: row?.byStatus[status] ?? 0 })),
    overdue: row?.overdue ?? 0,
    responded: row?.responded ?? 0,
    responseRate: ratio(row?.responded ?? 0, total),
    medianFirstResponseSeconds: row?.medianFirstResponseSeconds ?? null,
    answeredOnTime: row?.answeredOnTime ?? 0,
    answeredOnTimeRate: ratio(row?.answeredOnTime ?? 0, total),
    overTime,
  };
}

export function presentRatings(row: RatingFiguresRow | undefined, overTime: RatingSeriesRow[]): DashboardRatings {
  return {
    count: row?.count ?? 0,
    average: row?.average ?? null,
    npsResponses: row?.npsResponses ?? 0,
    promoters: row?.promoters ?? 0,
    detractors: row?.detractors ?? 0,
    nps: row ? npsOf(row.promoters, row.detractors, row.npsResponses) : null,
    overTime: overTime.map((b) => ({ date: b.date, count: b.count, average: b.average, npsResponses: b.npsResponses, nps: npsOf(b.promoters, b.detractors, b.npsResponses) })),
  };
}

export function presentReviews(row: { count: number; average: number } | undefined, stars: { stars: number; count: number }[]): DashboardReviews {
  return { count: row?.count ?? 0, average: row?.average ?? null, stars };
}

/** Mean and median of the values (null for none). */
export function statOf(values: number[]): DashboardStat {
  if (!values.length) return { average: null, median: null };
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { average: values.reduce((a, b) => a + b, 0) / values.length, median };
}

/** Counts of the companies that have rows, and a zero for each member that has none. */
const padded = (values: number[], members: number) => [...values, ...Array<number>(Math.max(0, members - values.length)).fill(0)];
const present = (values: (number | null)[]) => values.filter((v): v is number => v !== null);

export interface CategoryFigures {
  members: number;
  complaints: ComplaintFiguresRow[];
  complaintSeries: { date: string; count: number }[];
  ratings: RatingFiguresRow[];
  ratingSeries: RatingSeriesRow[];
  reviews: { count: number; average: number }[];
  stars: { stars: number; count: number }[];
}

const EMPTY_FIGURES: DashboardComparison['figures'] = {
  complaints: statOf([]), overdue: statOf([]), responseRate: statOf([]), medianFirstResponseSeconds: statOf([]), answeredOnTimeRate: statOf([]),
  ratings: statOf([]), ratingAverage: statOf([]), nps: statOf([]), reviews: statOf([]), reviewAverage: statOf([]),
};

type ComparisonBody = Pick<DashboardComparison, 'figures' | 'complaintsOverTime' | 'npsOverTime' | 'stars'>;

/** Withheld: what a category too small to compare answers. */
export const withheldComparison = (): ComparisonBody => ({ figures: EMPTY_FIGURES, complaintsOverTime: [], npsOverTime: [], stars: [] });

export function presentCategoryFigures(f: CategoryFigures): ComparisonBody {
  const n = f.members;
  const answered = f.complaints.filter((c) => c.total > 0);
  const starsTotal = f.stars.reduce((a, s) => a + s.count, 0);
  return {
    figures: {
      complaints: statOf(padded(f.complaints.map((c) => c.total), n)),
      overdue: statOf(padded(f.complaints.map((c) => c.overdue), n)),
      responseRate: statOf(answered.map((c) => c.responded / c.total)),
      medianFirstResponseSeconds: statOf(present(f.complaints.map((c) => c.medianFirstResponseSeconds))),
      answeredOnTimeRate: statOf(answered.map((c) => c.answeredOnTime / c.total)),
      ratings: statOf(padded(f.ratings.map((r) => r.count), n)),
      ratingAverage: statOf(present(f.ratings.map((r) => r.average))),
      nps: statOf(present(f.ratings.map((r) => npsOf(r.promoters, r.detractors, r.npsResponses)))),
      reviews: statOf(padded(f.reviews.map((r) => r.count), n)),
      reviewAverage: statOf(f.reviews.map((r) => r.average)),
    },
    complaintsOverTime: f.complaintSeries.map((b) => ({ date: b.date, count: n > 0 ? b.count / n : 0 })),
    npsOverTime: f.ratingSeries.map((b) => ({ date: b.date, nps: npsOf(b.promoters, b.detractors, b.npsResponses) })),
    stars: f.stars.map((s) => ({ stars: s.stars, share: ratio(s.count, starsTotal) })),
  };
}
