// /reviewers/:code (public, server-rendered for signed-out visitors, decision 176): a named author as anyone may judge
// them: the first name and initial, member since, what they posted under their name and the likes it drew, and their
// public reviews, newest first. Anonymous posts are never here. A private profile is "Page not found" to others; its
// owner sees it with a note.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useReviewer, useReviewerReviews } from '../../../features/reviews/api/get-reviewer.ts';
import { ReviewList } from '../../../features/reviews/components/review-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatInteger, formatMonth } from '../../../lib/format.ts';

export default function ReviewerPage() {
  const { code = '' } = useParams();
  const [page, setPage] = useState(1);
  const query = useReviewer(code, page);
  const reviews = useReviewerReviews(code, page);
  const p = query.data;
  const isUnknown = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(p ? `${p.name}: reviews` : isUnknown ? 'Page not found' : query.isError ? 'Reviewer' : 'Loading reviewer');

  if (query.isError && !p) {
    if (isUnknown) return <NotFoundPage />;
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The profile could not be loaded.'}</Alert>;
  }
  if (!p) return <Box role="status" aria-busy="true" aria-label="Loading the reviewer"><Skeleton variant="rounded" height={160} /></Box>;

  const figures: [string, number][] = [['Public reviews', p.reviewsCount], ['Public complaints', p.complaintsCount], ['Helpful votes received', p.helpfulVotes]];
  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 960 }}>
      {p.isMine && !p.profilePublic && (
        <Alert severity="info">
          Your profile is private: only you can see this page, and your name is not linked on your reviews and complaints.{' '}
          <Link component={RouterLink} to={paths.editProfile}>Make it public in your profile settings</Link>.
        </Alert>
      )}
      <Paper component="section" variant="outlined" aria-labelledby="reviewer-name" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <div>
          <Typography id="reviewer-name" variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, overflowWrap: 'anywhere' }}>{p.name}</Typography>
          <Typography color="text.secondary">Member since {formatMonth(p.memberSince)}</Typography>
        </div>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5, m: 0 }}>
          {figures.map(([label, n]) => (
            <Box key={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 600 }}>{formatInteger(n)}</Typography>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="text.secondary">
          Only what {p.name} posted under their name and anyone may read is counted here; anything posted anonymously is never shown or counted.
        </Typography>
      </Paper>
      <section aria-labelledby="reviewer-reviews">
        <Typography id="reviewer-reviews" component="h2" variant="h5" sx={{ mb: 1 }}>Reviews</Typography>
        <ReviewList
          query={reviews} page={page} onPageChange={setPage} linkTo={(r) => paths.review(r.id)} label={`Reviews by ${p.name}`} skeletons={2}
          empty={<Typography color="text.secondary">No public reviews yet.</Typography>}
        />
      </section>
    </Box>
  );
}
