// One of my ratings: the company, the overall stars, the sub-scores and likelihood given, when, and what I may do.
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Rating from '@mui/material/Rating';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Rating as RatingDto } from '@redress/contract';
import { RATING_SUB_SCORE_LABELS, RATING_SUB_SCORES } from '@redress/contract/constants';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../lib/format.ts';

export function RatingCard({ rating, companyTo, changeTo, onDelete, deleting = false }: {
  rating: RatingDto;
  companyTo: string;
  changeTo: string;
  onDelete: () => void;
  deleting?: boolean;
}) {
  const company = rating.organizationDto;
  const given = RATING_SUB_SCORES.filter((k) => rating[k] !== null);
  return (
    <Paper component="article" variant="outlined" aria-label={`Your rating of ${company.organizationName}`} sx={{ p: 2, height: '100%', display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
        <Avatar src={rating.cardLogo ?? undefined} alt="" variant="rounded" sx={{ width: 44, height: 44, bgcolor: 'grey.200', color: 'text.primary', fontWeight: 700 }}>
          {company.organizationName.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Link component={RouterLink} to={companyTo} underline="hover" sx={{ fontWeight: 700, display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
            {company.organizationName}
          </Link>
          <Typography variant="body2" color="text.secondary">Rated {formatDay(rating.createdAt)}</Typography>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Rating value={rating.rating} readOnly aria-label={`Overall ${rating.rating} out of 5 stars`} />
        <Typography component="span" aria-hidden sx={{ fontWeight: 600 }}>{rating.rating} / 5</Typography>
      </Box>
      {(given.length > 0 || rating.likelihoodToRecommend !== null) && (
        <Box component="ul" aria-label="Details" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
          {given.map((k) => <li key={k}><Chip size="small" variant="outlined" label={`${RATING_SUB_SCORE_LABELS[k]} ${rating[k]}/5`} /></li>)}
          {rating.likelihoodToRecommend !== null && <li><Chip size="small" variant="outlined" label={`Recommend ${rating.likelihoodToRecommend}/10`} /></li>}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, mt: 'auto', justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={changeTo} size="small" aria-label={`Change your rating of ${company.organizationName}`}>Change</Button>
        {rating.can.delete && (
          <Button size="small" color="error" onClick={onDelete} disabled={deleting} aria-label={`Delete your rating of ${company.organizationName}`}>Delete</Button>
        )}
      </Box>
    </Paper>
  );
}

export function RatingCardSkeleton() {
  return (
    <Paper variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <Skeleton variant="rounded" width={44} height={44} />
        <Box sx={{ flex: 1 }}><Skeleton width="60%" /><Skeleton width="40%" /></Box>
      </Box>
      <Skeleton width={140} height={28} />
      <Skeleton width="80%" />
    </Paper>
  );
}
