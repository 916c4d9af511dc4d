// Company rows -> the DTOs the API answers: the one place deciding what leaves the server (never the owner's
// account details; the business-side fields only through presentBusinessProfile).
import type { AdminCompany, BusinessProfile, Category, Company, CompanyCard, CompanySearchResult, CompanySummary, CompanyTrust, Product, UnusualActivity } from '@redress/contract';
import { COMPANY_DEFAULT_DESCRIPTION, unusualActivityMessage } from '@redress/contract';
import type { CatalogueJson, CategoryRow, CompanyCardRow, CompanyFullRow, CompanySearchRow, CompanyStatsRow } from './companies.repository.ts';

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const avg = (sum: number, count: number) => (count > 0 ? round(sum / count) : null);

export function presentSummary(s: CompanyStatsRow | null): CompanySummary {
  if (!s) {
    return {
      average: null, product: null, employee: null, channel: null, service: null, brand: null, likelihoodToRecommend: null,
      positive: 0, negative: 0, totalComplaints: 0, totalRatings: 0, totalReviews: 0, resolvedComplaints: 0, responseRate: null, medianFirstResponseMinutes: null,
    };
  }
  return {
    average: avg(s.ratingSum, s.ratingsTotal),
    product: avg(s.productSum, s.productCount),
    employee: avg(s.employeeSum, s.employeeCount),
    channel: avg(s.channelSum, s.channelCount),
    service: avg(s.serviceSum, s.serviceCount),
    brand: avg(s.brandSum, s.brandCount),
    likelihoodToRecommend: avg(s.recommendSum, s.recommendCount),
    positive: s.positiveCount,
    negative: s.negativeCount,
    // Public complaints only (decision 76): what the company's page lists, so its totals and its list agree.
    totalComplaints: s.publicComplaints,
    totalRatings: s.ratingsTotal,
    totalReviews: s.reviewsTotal,
    resolvedComplaints: s.publicResolved,
    responseRate: s.publicComplaints > 0 ? round((100 * s.publicResponded) / s.publicComplaints) : null,
    medianFirstResponseMinutes: s.firstResponseSecondsMedian === null ? null : Math.round(s.firstResponseSecondsMedian / 60),
  };
}

/**
 * The stored score to its own 3 decimals (stats/score.ts; a `real` column, so rounded again to shed float noise). Not
 * to 2: the pages show tenths, and 3.052 rounded to 3.05 and then to tenths showed 3.0 beside an explanation of 3.052.
 */
const SCORE_DIGITS = 3;
const score = (s: CompanyStatsRow | null) => round(s?.score ?? 0, SCORE_DIGITS);

/** The neutral notice while the review-bomb guard has frozen the score (decision 173); null otherwise. */
export function presentUnusualActivity(s: CompanyStatsRow | null): UnusualActivity | null {
  if (!s?.scoreFrozenSince) return null;
  return { since: s.scoreFrozenSince.toISOString(), message: unusualActivityMessage(s.scoreFrozenSignal ?? 'volume') };
}

export function presentCompanyCard(row: CompanyCardRow): CompanyCard {
  const c = row.company;
  return {
    id: c.id,
    name: c.name,
    slug: c.slug,
    logo: c.logo,
    description: c.description || COMPANY_DEFAULT_DESCRIPTION,
    rating: score(row.stats),
    serviceOffered: c.serviceOffered,
    categories: row.categories ?? [],
    country: c.country,
    companyVerified: c.isVerified,
    demo: c.isDemo,
    summary: presentSummary(row.stats),
  };
}

function presentCatalogueJson(item: CatalogueJson): Product {
  return { ...item, createdAt: new Date(item.createdAt).toISOString() };
}

/** A percentage with one decimal, or null when there is nothing to divide. */
const share = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

/** The disclosure's figures, from the company's maintained counters and whether it pays for a plan now. */
export function presentTrust(row: CompanyFullRow): CompanyTrust {
  const s = row.stats;
  const reviewsTotal = s?.reviewsTotal ?? 0;
  const reviewsInvited = s?.reviewsInvited ?? 0;
  const answersDue = s?.answersDue ?? 0;
  const answeredOnTime = s?.answeredOnTime ?? 0;
  return {
    claimed: row.company.ownerUserId !== null,
    reviewsTotal, reviewsInvited, invitedShare: share(reviewsInvited, reviewsTotal),
    paidPlan: Boolean(row.paidPlan),
    answersDue, answeredOnTime, onTimeShare: share(answeredOnTime, answersDue),
  };
}

export function presentCompany(row: CompanyFullRow): Company {
  const c = row.company;
  return {
    ...presentCompanyCard(row),
    email: c.email,
    contactNumber: c.contactNumber,
    banner: c.banner,
    organizationName: c.organizationName,
    website: c.website,
    address: c.address,
    products: (row.products ?? []).map(presentCatalogueJson),
    services: (row.services ?? []).map(presentCatalogueJson),
    claimable: c.ownerUserId === null && c.status === 'active',
    trust: presentTrust(row),
    disputeRecord: { opened: row.stats.disputesOpened, upheld: row.stats.disputesUpheld, rejected: row.stats.disputesRejected },
    createdAt: c.createdAt.toISOString(),
    unusualActivity: presentUnusualActivity(row.stats),
  };
}

export function presentBusinessProfile(row: CompanyFullRow): BusinessProfile {
  const c = row.company;
  const s = row.stats;
  return {
    ...presentCompany(row),
    ownerUserId: c.ownerUserId,
    verifiedDomain: c.verifiedDomain,
    status: c.status,
    employeesCount: row.employeesCount,
    complaintsByStatus: {
      submitted: s?.submitted ?? 0,
      pending: s?.pending ?? 0,
      'in-review': s?.inReview ?? 0,
      processed: s?.processed ?? 0,
      resolved: s?.resolved ?? 0,
      unresolved: s?.unresolved ?? 0,
      overdue: s?.overdue ?? 0,
      flag: s?.flag ?? 0,
    },
    updatedAt: c.updatedAt.toISOString(),
  };
}

export function presentAdminCompany(row: CompanyCardRow): AdminCompany {
  return { ...presentCompanyCard(row), email: row.company.email, ownerUserId: row.company.ownerUserId, createdAt: row.company.createdAt.toISOString() };
}

export function presentSearchResult(r: CompanySearchRow): CompanySearchResult {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    logo: r.logo,
    rating: round(r.score, SCORE_DIGITS),
    serviceOffered: r.serviceOffered,
    country: r.country,
    companyVerified: r.isVerified,
    totalComplaints: r.complaintsTotal,
  };
}

export const presentCategory = (c: CategoryRow): Category => ({ id: c.id, name: c.name });
