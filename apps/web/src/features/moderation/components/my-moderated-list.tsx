// The customer's complaints, reviews and ratings a moderator hid, held or removed, each with why and its appeal.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { useMyModerated } from '../api/appeals.ts';
import { KIND_NOUN } from './labels.ts';
import { ModerationNoticePanel } from './moderation-notice.tsx';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export function MyModeratedList() {
  const [page, setPage] = useState(1);
  const query = useMyModerated(page);
  if (query.isError) {
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error instanceof ApiError ? query.error.message : 'The decisions could not be loaded.'}</Alert>;
  }
  if (!query.data) return <LoadingBlock label="Loading the decisions" height={160} />;
  if (!query.data.data.length) return <Typography color="text.secondary">No moderator has hidden or removed anything you posted.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {query.data.data.map((i) => (
        <Paper key={`${i.kind}-${i.itemId}`} variant="outlined" component="article" aria-label={`Your ${KIND_NOUN[i.kind][0]}: ${i.title}`} sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">Your {KIND_NOUN[i.kind][0]}{i.companyName ? ` about ${i.companyName}` : ''}</Typography>
          {i.path ? <Link component={RouterLink} to={i.path} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{i.title}</Link> : <Typography sx={{ fontWeight: 600 }}>{i.title}</Typography>}
          <ModerationNoticePanel kind={i.kind} itemId={i.itemId} notice={i.notice} />
        </Paper>
      ))}
      {query.data.meta.numberOfPages > 1 && <Pagination page={page} count={query.data.meta.numberOfPages} onChange={(_, p) => setPage(p)} aria-label="Pages of decisions" />}
    </Box>
  );
}
