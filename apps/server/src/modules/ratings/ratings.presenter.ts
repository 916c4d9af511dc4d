// Rating rows -> the DTOs the API answers: the one place deciding how the rater is named and what the caller may do.
import type { AverageRating, Rating, RatingSummary, RatingSummaryItem, ScoreExplained, ScoreExplainedQuery } from '@redress/contract';
import { buildListMeta, FORMER_MEMBER_NAME, RATING_SUB_SCORE_LABELS, RATING_SUB_SCORES } from '@redress/contract';
import type { Actor } from '../../lib/tokens.ts';
import { presentCompanyCard, presentUnusualActivity } from '../companies/companies.presenter.ts';
import type { CompanyCardRow } from '../companies/companies.repository.ts';
import { publicName } from '../complaints/complaints.presenter.ts';
import { canDelete, isRater, isRatingModerator } from './ratings.policy.ts';
import type { RatingView } from './ratings.repository.ts';
import { HALF_LIFE_DAYS, PRIOR_MEAN, PRIOR_WEIGHT, scoreOf } from '../stats/score.ts';
import type { ScoreExplainedRow } from '../stats/stats.service.ts';

export function presentRating(v: RatingView, viewer: Actor | null): Rating {
  const r = v.rating;
  const p = v.customer;
  // As complaints name their authors: in full (with the e-mail) to the rater and moderators, Thandi M. to others.
  const inFull = isRater(viewer, r) || isRatingModerator(viewer);
  return {
    id: r.id,
    rating: r.overall,
    product: r.product,
    employee: r.employee,
    channel: r.channel,
    service: r.service,
    brand: r.brand,
    likelihoodToRecommend: r.recommend,
    cardLogo: v.company.logo,
    organizationDto: { organizationId: v.company.id, organizationName: v.company.name, serviceOffered: v.company.serviceOffered, logo: v.company.logo, slug: v.company.slug },
    // A removed account's kept rating (decision 182) names nobody.
    customerDto: p.removed ? { customerId: null, customerName: FORMER_MEMBER_NAME, customerEmail: null } : {
      customerId: p.id,
      customerName: inFull ? `${p.firstName} ${p.lastName}`.trim() || p.email : publicName(p.firstName, p.lastName),
      customerEmail: inFull ? p.email : null,
    },
    isMine: isRater(viewer, r),
    can: { delete: canDelete(viewer, r) },
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/**
 * Every label of the spec's rating summary (section 3), from the company's maintained counters through the company
 * presenter's own summary, so these figures are the company page's to the decimal; each says what it counts.
 */
export function presentRatingSummary(card: CompanyCardRow): RatingSummary {
  const { summary: shown, rating: score } = presentCompanyCard(card);
  const s = card.stats;
  const total = s.ratingsTotal;
  const counted = (key: 'product' | 'employee' | 'channel' | 'service' | 'brand' | 'recommend') => s[`${key}Count`];
  const items: RatingSummaryItem[] = [
    {
      key: 'average', label: 'Average', value: shown.average, outOf: 5, basedOn: total,
      counts: `Mean overall stars (1-5) of the ${plural(total, 'live rating')}; the score also weighs reviews, recency and a prior`,
    },
    ...RATING_SUB_SCORES.map((key): RatingSummaryItem => {
      const n = counted(key);
      return {
        key, label: RATING_SUB_SCORE_LABELS[key], value: shown[key], outOf: 5, basedOn: n,
        counts: `Mean ${RATING_SUB_SCORE_LABELS[key]} stars (1-5) of the ${plural(n, 'rating')} that scored it (it is optional)`,
      };
    }),
    {
      key: 'likelihoodToRecommend', label: 'Likelihood to recommend', value: shown.likelihoodToRecommend, outOf: 10, basedOn: counted('recommend'),
      counts: `Mean likelihood to recommend (0-10) of the ${plural(counted('recommend'), 'rating')} that answered it (it is optional)`,
    },
    {
      key: 'positive', label: 'Positive', value: shown.positive, outOf: total, basedOn: total,
      counts: `Ratings with 4 or 5 overall stars, of ${plural(total, 'live rating')}`,
    },
    {
      key: 'negative', label: 'Negative', value: shown.negative, outOf: total, basedOn: total,
      counts: `Ratings with 1 or 2 overall stars, of ${plural(total, 'live rating')} (3 stars is neither)`,
    },
  ];
  return { organizationId: card.company.id, totalRatings: total, score, items };
}

/** The company page's "Average rating" and score, from the same presenter. */
export function presentAverageRating(card: CompanyCardRow): AverageRating {
  const { summary, rating } = presentCompanyCard(card);
  return { organizationId: card.company.id, averageRating: summary.average, totalRatings: summary.totalRatings, score: rating };
}

/**
 * The parts of the score (decision 96). Raters are named as on ratings (Thandi M.); an anonymous review has no author
 * here either. The result is recomputed from the totals and equals the stored score (the page's `score`) to its
 * rounding: both are taken from the same items weighed as of `asOf`.
 */
export function presentScoreExplained(card: CompanyCardRow, parts: ScoreExplainedRow, query: ScoreExplainedQuery, heldItems: number): ScoreExplained {
  const { rating: score } = presentCompanyCard(card);
  const unusualActivity = presentUnusualActivity(card.stats);
  return {
    organizationId: card.company.id,
    score,
    asOf: parts.scoreAt ? parts.scoreAt.toISOString() : null,
    prior: { mean: PRIOR_MEAN, weight: PRIOR_WEIGHT },
    halfLifeDays: HALF_LIFE_DAYS,
    totals: { counted: parts.counted, weightSum: parts.weightSum, weightedStarsSum: parts.weightedSum },
    result: parts.counted === 0 ? 0 : scoreOf(parts.weightSum, parts.weightedSum),
    held: {
      items: heldItems,
      note: (heldItems === 0 ? 'No review or rating is held for checks now. ' : `${heldItems === 1 ? '1 review or rating' : `${heldItems} reviews and ratings`} held for checks by moderators ${heldItems === 1 ? 'is' : 'are'} not counted here, nor anywhere public, until a moderator approves ${heldItems === 1 ? 'it' : 'them'}. `)
        + (unusualActivity ? 'The score is paused at its value from before the unusual activity (the weights are as of then): items written since, approved ones too, count once moderators have decided them all.' : 'Held items never count in the score.'),
    },
    unusualActivity,
    data: parts.items.map((i) => ({
      kind: i.kind,
      id: i.id,
      stars: i.stars,
      createdAt: i.createdAt.toISOString(),
      ageDays: i.ageDays,
      weight: i.weight,
      author: i.anonymous ? null : i.removed ? FORMER_MEMBER_NAME : publicName(i.firstName, i.lastName),
    })),
    meta: buildListMeta(query.page, query.size, parts.counted),
  };
}
