// A company in the explore grid: logo, name, score as stars and number, and its totals. The whole card is one link.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { CompanyCard } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { formatCount } from '../lib/metrics.ts';
import { CompanyLogo } from './company-logo.tsx';
import { StarScore } from './star-score.tsx';
import { VerifiedBadge } from './verified-badge.tsx';

const plural = (n: number, one: string) => `${formatCount(n)} ${one}${n === 1 ? '' : 's'}`;

export function RatingCard({ company, to, headingLevel = 'h2' }: { company: CompanyCard; to: string; headingLevel?: 'h2' | 'h3' }) {
  const { summary: s } = company;
  const about = company.serviceOffered ?? company.categories[0];
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ height: '100%', p: 2, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
          <CompanyLogo name={company.name} logo={company.logo} size={52} />
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <Typography component={headingLevel} variant="h4" noWrap title={company.name}>{company.name}</Typography>
              {company.companyVerified && <VerifiedBadge compact />}
            </Box>
            {about && <Typography variant="body2" color="text.secondary" noWrap>{about}</Typography>}
          </Box>
        </Box>
        <StarScore rating={company.rating} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 'auto' }}>
          {plural(s.totalComplaints, 'complaint')} · {plural(s.totalRatings, 'rating')} · {plural(s.totalReviews, 'review')}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

export function RatingCardSkeleton() {
  return (
    <Card variant="outlined" aria-hidden sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="rounded" width={52} height={52} />
        <Box sx={{ flex: 1 }}><Skeleton width="70%" /><Skeleton width="45%" /></Box>
      </Box>
      <Skeleton width={150} />
      <Skeleton width="85%" />
    </Card>
  );
}

/** The explore grid: as many columns as fit, from one on phones. */
export const cardGridSx = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))' } as const;
