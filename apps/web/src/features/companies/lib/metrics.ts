// The rating summary labels and totals (spec section 3) as data: how each is read from a company, shown, scaled
// to a bar and compared. Pure, so the summary chart, the company page and the comparison agree.
import type { CompanyCard } from '@redress/contract';
import { formatInteger } from '../../../lib/format.ts';

export type MetricKey =
  | 'score' | 'average' | 'product' | 'employee' | 'channel' | 'service' | 'brand' | 'likelihoodToRecommend' | 'positive' | 'negative'
  | 'totalComplaints' | 'totalRatings' | 'totalReviews' | 'resolvedComplaints' | 'responseRate' | 'medianFirstResponseMinutes';

export interface Metric {
  key: MetricKey;
  label: string;
  /** What a bar of this metric shows, as a fraction 0-1; null draws an empty bar. */
  fraction: (c: CompanyCard) => number | null;
  /** The value people read. */
  text: (c: CompanyCard) => string;
  /** The number compared across companies (null never wins); absent when no value is better than another. */
  compare?: { better: 'higher' | 'lower'; value: (c: CompanyCard) => number | null };
  /** Why the better value is better, for the comparison's footnote. */
  hint?: string;
}

const s = (c: CompanyCard) => c.summary;
const clamp01 = (n: number) => Math.max(0, Math.min(1, n));
const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);
/**
 * Values are compared as they are shown: 3.46 and 3.54 both read '3.5', so neither is marked better. Shares are
 * compared to 4 decimals (1 of 3 and 2 of 6 are the same share, whatever the floating point says).
 */
// toFixed, as the text is written: Math.round(n * 10) read 3.55 (3.5499... in binary) as 3.6 while the page showed
// '3.5', and marked one side of a 3.5 vs 3.5 tie 'Better'.
const tenths = (n: number | null) => (n === null ? null : Number(n.toFixed(1)));
const shareOf = (part: number, whole: number) => { const v = share(part, whole); return v === null ? null : Math.round(v * 10_000) / 10_000; };

export const formatStars = (n: number | null) => (n === null ? 'No ratings yet' : `${n.toFixed(1)} / 5`);
export const formatCount = formatInteger;
export const formatPercent = (n: number | null) => (n === null ? 'No complaints yet' : `${Number.isInteger(n) ? n : n.toFixed(1)}%`);
export const formatScore = (rating: number) => (rating > 0 ? rating.toFixed(1) : 'Not rated yet');

/** A duration as formatDuration shows it, in minutes: whole minutes under an hour, whole hours after. */
function shownMinutes(minutes: number | null) {
  if (minutes === null) return null;
  return minutes < 60 ? Math.max(0, Math.round(minutes)) : Math.round(minutes / 60) * 60;
}

/** 45 -> '45 min', 900 -> '15 h', 2000 -> '1 d 9 h'; null -> 'No answers yet'. */
export function formatDuration(minutes: number | null) {
  if (minutes === null) return 'No answers yet';
  if (minutes < 60) return `${shownMinutes(minutes)} min`;
  const hours = shownMinutes(minutes)! / 60;
  if (hours < 24) return `${hours} h`;
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  return rest ? `${days} d ${rest} h` : `${days} d`;
}

function starsMetric(key: 'average' | 'product' | 'employee' | 'channel' | 'service' | 'brand', label: string): Metric {
  return {
    key, label,
    fraction: (c) => (s(c)[key] === null ? null : clamp01(s(c)[key]! / 5)),
    text: (c) => formatStars(s(c)[key]),
    compare: { better: 'higher', value: (c) => tenths(s(c)[key]) },
  };
}

const ofRatings = (n: number, total: number) => `${formatCount(n)} of ${formatCount(total)} rating${total === 1 ? '' : 's'}`;

/** The spec's rating summary labels, in its order. */
export const SUMMARY_METRICS: Metric[] = [
  // The plain mean of the ratings' overall stars; the score (SCORE_METRIC) also weighs reviews and a prior.
  starsMetric('average', 'Average rating'),
  starsMetric('product', 'Product'),
  starsMetric('employee', 'Employee'),
  starsMetric('channel', 'Channel'),
  starsMetric('service', 'Service'),
  starsMetric('brand', 'Brand'),
  {
    key: 'likelihoodToRecommend', label: 'Likelihood to recommend',
    fraction: (c) => (s(c).likelihoodToRecommend === null ? null : clamp01(s(c).likelihoodToRecommend! / 10)),
    text: (c) => (s(c).likelihoodToRecommend === null ? 'No ratings yet' : `${s(c).likelihoodToRecommend!.toFixed(1)} / 10`),
    compare: { better: 'higher', value: (c) => tenths(s(c).likelihoodToRecommend) },
  },
  {
    key: 'positive', label: 'Positive',
    fraction: (c) => share(s(c).positive, s(c).totalRatings),
    text: (c) => ofRatings(s(c).positive, s(c).totalRatings),
    compare: { better: 'higher', value: (c) => shareOf(s(c).positive, s(c).totalRatings) },
    hint: 'Positive and negative compare the share of ratings with 4-5 and 1-2 stars.',
  },
  {
    key: 'negative', label: 'Negative',
    fraction: (c) => share(s(c).negative, s(c).totalRatings),
    text: (c) => ofRatings(s(c).negative, s(c).totalRatings),
    compare: { better: 'lower', value: (c) => shareOf(s(c).negative, s(c).totalRatings) },
  },
];

/** The public score, then the totals, response rate and first-response time. */
export const SCORE_METRIC: Metric = {
  key: 'score', label: 'Score',
  fraction: (c) => (c.rating > 0 ? clamp01(c.rating / 5) : null),
  text: (c) => (c.rating > 0 ? `${c.rating.toFixed(1)} / 5` : 'Not rated yet'),
  compare: { better: 'higher', value: (c) => (c.rating > 0 ? tenths(c.rating) : null) },
};

export const TOTAL_METRICS: Metric[] = [
  {
    key: 'totalComplaints', label: 'Complaints', fraction: () => null, text: (c) => formatCount(s(c).totalComplaints),
    compare: { better: 'lower', value: (c) => s(c).totalComplaints }, hint: 'Fewer complaints is marked better; more ratings and reviews mean more experience to go on.',
  },
  { key: 'totalRatings', label: 'Ratings', fraction: () => null, text: (c) => formatCount(s(c).totalRatings), compare: { better: 'higher', value: (c) => s(c).totalRatings } },
  { key: 'totalReviews', label: 'Reviews', fraction: () => null, text: (c) => formatCount(s(c).totalReviews), compare: { better: 'higher', value: (c) => s(c).totalReviews } },
  {
    key: 'resolvedComplaints', label: 'Resolved',
    fraction: (c) => share(s(c).resolvedComplaints, s(c).totalComplaints),
    text: (c) => `${formatCount(s(c).resolvedComplaints)} of ${formatCount(s(c).totalComplaints)}`,
    compare: { better: 'higher', value: (c) => shareOf(s(c).resolvedComplaints, s(c).totalComplaints) },
    hint: 'Resolved compares the share of complaints resolved.',
  },
  {
    key: 'responseRate', label: 'Response rate',
    fraction: (c) => (s(c).responseRate === null ? null : clamp01(s(c).responseRate! / 100)),
    text: (c) => formatPercent(s(c).responseRate),
    compare: { better: 'higher', value: (c) => tenths(s(c).responseRate) },
  },
  {
    key: 'medianFirstResponseMinutes', label: 'Median first response',
    fraction: () => null,
    text: (c) => formatDuration(s(c).medianFirstResponseMinutes),
    compare: { better: 'lower', value: (c) => shownMinutes(s(c).medianFirstResponseMinutes) },
  },
];

export const COMPARISON_METRICS: Metric[] = [SCORE_METRIC, ...SUMMARY_METRICS, ...TOTAL_METRICS];

/**
 * The indexes of the companies holding the better value of a metric: every company tied for best, none when the
 * metric has no better side, fewer than two companies have a value, or all of them are equal.
 */
export function bestIndexes(metric: Metric, companies: CompanyCard[]): number[] {
  if (!metric.compare) return [];
  const { better, value } = metric.compare;
  const values = companies.map((c) => value(c));
  const present = values.filter((v): v is number => v !== null && Number.isFinite(v));
  if (present.length < 2) return [];
  const best = better === 'higher' ? Math.max(...present) : Math.min(...present);
  const winners = values.flatMap((v, i) => (v === best ? [i] : []));
  return winners.length === present.length ? [] : winners;
}
