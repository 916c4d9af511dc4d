// A company in the explore grid: logo, name, score as stars and number, and its totals. The whole card is one link.
// Plain elements and CSS (decision 63): sixteen of these render at once on a phone, where MUI's runtime styles cost
// each card tens of milliseconds of the main thread.
import type { CompanyCard } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '../lib/metrics.ts';
import { LogoMark, SkeletonBar } from '../../../components/plain-parts.tsx';
import { StarScore } from './star-score.tsx';
import './rating-card.css';

const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;
const VERIFIED_PATH = 'm23 12-2.44-2.79.34-3.69-3.61-.82-1.89-3.2L12 2.96 8.6 1.5 6.71 4.69 3.1 5.5l.34 3.7L1 12l2.44 2.79-.34 3.7 3.61.82L8.6 22.5l3.4-1.47 3.4 1.46 1.89-3.19 3.61-.82-.34-3.69zm-12.91 4.72-3.8-3.81 1.48-1.48 2.32 2.33 5.85-5.87 1.48 1.48z';

export function RatingCard({ company, to, headingLevel = 'h2' }: { company: CompanyCard; to: string; headingLevel?: 'h2' | 'h3' }) {
  const { summary: s } = company;
  const about = company.serviceOffered ?? company.categories[0];
  const Heading = headingLevel;
  return (
    <div className="rd-card">
      <RouterLink to={to} className="rd-card__link">
        <div className="rd-card__head">
          <LogoMark name={company.name} logo={company.logo} size={52} />
          <div className="rd-card__names">
            <div className="rd-card__title">
              <Heading className="rd-card__name" title={company.name}>{company.name}</Heading>
              {company.demo && <span className="rd-card__demo">Demo company</span>}
              {company.companyVerified && !company.demo && (
                <svg className="rd-card__verified" role="img" aria-label="Verified company" width={18} height={18} viewBox="0 0 24 24">
                  <title>Verified company</title><path d={VERIFIED_PATH} />
                </svg>
              )}
            </div>
            {about && <p className="rd-card__about">{about}</p>}
          </div>
        </div>
        <StarScore rating={company.rating} />
        <p className="rd-card__totals">
          {plural(s.totalComplaints, 'complaint')} · {plural(s.totalRatings, 'rating')} · {plural(s.totalReviews, 'review')}
        </p>
      </RouterLink>
    </div>
  );
}

export function RatingCardSkeleton() {
  return (
    <div className="rd-card" aria-hidden="true" style={{ padding: 16, display: 'flex', flexDirection: 'column', gap: 12 }}>
      <div className="rd-card__head">
        <SkeletonBar width={52} height={52} />
        <span style={{ flex: 1 }}><SkeletonBar text width="70%" /><SkeletonBar text width="45%" /></span>
      </div>
      <SkeletonBar text width={150} />
      <SkeletonBar text width="85%" />
    </div>
  );
}

/** The explore grid: as many columns as fit, from one on phones. */
export const cardGridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' } as const;
