// An account's activity for the admin, newest first: sign-ins, what it posted and the decisions taken on it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { UserActivity } from '@redress/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { formatDayTime } from '../../../lib/format.ts';
import { useUserActivity } from '../api/get-user-activity.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const KIND_LABEL: Record<UserActivity['kind'], string> = {
  'sign-in': 'Sign-in', complaint: 'Complaint', review: 'Review', rating: 'Rating', comment: 'Comment', moderation: 'Decision',
};

export function AccountActivity({ userId }: { userId: string }) {
  const [page, setPage] = useState(1);
  const query = useUserActivity(userId, page);
  if (query.isPending) return <LoadingBlock height={240} label="Loading the activity" />;
  if (query.error) return <Alert severity="error">{query.error.message}</Alert>;
  const { data, meta } = query.data;
  if (data.length === 0) return <EmptyState title="No activity yet">This account has not signed in or posted anything.</EmptyState>;
  return (
    <Stack spacing={2}>
      <Stack component="ol" spacing={1} aria-label="Activity, newest first" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {data.map((a) => (
          <Stack component="li" key={`${a.kind}-${a.id}`} direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 2 }} sx={{ py: 1, borderBottom: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}>
            <Typography variant="body2" color="text.secondary" sx={{ minWidth: 170 }}>
              <time dateTime={a.at}>{formatDayTime(a.at)}</time>
            </Typography>
            <Chip size="small" label={KIND_LABEL[a.kind]} variant={a.kind === 'moderation' ? 'filled' : 'outlined'} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }} />
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {a.summary || '—'}{a.entityType && a.entityType !== 'user' ? ` (on a ${a.entityType})` : ''}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {meta.numberOfPages > 1 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button size="small" disabled={page <= 1} onClick={() => setPage(page - 1)}>Newer</Button>
          <Typography variant="body2" aria-live="polite">Page {page} of {meta.numberOfPages}</Typography>
          <Button size="small" disabled={page >= meta.numberOfPages} onClick={() => setPage(page + 1)}>Older</Button>
        </Stack>
      )}
    </Stack>
  );
}
