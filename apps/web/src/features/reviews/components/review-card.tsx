// A review in a list: stars, title (the link to the review), the opening of the text, who wrote it (or "Anonymous"),
// the company, the date of experience and the date written; hidden ones say so.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Review } from '@redress/contract';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ExperienceDate } from '../../../components/experience-date.tsx';
import { AuthorName } from '../../../components/author-name.tsx';
import { LogoMark } from '../../../components/plain-parts.tsx';
import { formatDay } from '../../../lib/format.ts';
import { ReviewProvenance } from '../../../components/review-provenance.tsx';
import { Stars } from './stars.tsx';
import { DisputeChip } from '../../../components/dispute-label.tsx';
import { BeingChecked } from './being-checked.tsx';

const EXCERPT = 240;
const excerptOf = (s: string) => (s.length <= EXCERPT ? s : `${s.slice(0, EXCERPT).replace(/\s+\S*$/, '')}…`);

export function ReviewCard({ review: r, to, showCompany = true, actions }: { review: Review; to: string; showCompany?: boolean; actions?: ReactNode }) {
  return (
    <Paper component="article" variant="outlined" sx={{ p: 2, display: 'grid', gap: 1, height: '100%', alignContent: 'start' }}>
      {showCompany && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
          <LogoMark name={r.reviewOrganizationDto.organizationName} logo={r.reviewOrganizationDto.logo} size={28} />
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{r.reviewOrganizationDto.organizationName}</Typography>
        </Box>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Stars value={r.rating} />
        <BeingChecked review={r} />
        {r.hidden && <Chip size="small" label="Hidden from the public" />}
        {r.anonymous && r.isMine && <Chip size="small" label="Posted anonymously" />}
        <DisputeChip state={r.dispute} noun="review" />
      </Box>
      <ReviewProvenance review={r} dense />
      <Typography component="h3" variant="h6" sx={{ fontSize: '1.05rem', overflowWrap: 'anywhere' }}>
        <Link component={RouterLink} to={to} underline="hover" color="inherit">{r.review}</Link>
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{excerptOf(r.description)}</Typography>
      <ExperienceDate day={r.experiencedOn} />
      <Typography variant="body2" color="text.secondary">
        <AuthorName person={r.reviewCustomerDto} /> · <time dateTime={r.createdAt}>{formatDay(r.createdAt)}</time>
      </Typography>
      {actions && <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 0.5 }}>{actions}</Box>}
    </Paper>
  );
}

export function ReviewCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Skeleton width={120} />
      <Skeleton width="70%" height={28} />
      <Skeleton />
      <Skeleton width="40%" />
    </Paper>
  );
}
