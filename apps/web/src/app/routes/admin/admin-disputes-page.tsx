// /admin/disputes: the disputes queue (reviews.moderate and complaints.moderate: each moderator sees the kinds they
// decide), open ones with the oldest evidence deadline first; decided ones by filter.
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { DisputeStatus } from '@redress/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useDisputeQueue } from '../../../features/disputes/api/list-dispute-queue.ts';
import { DisputeRows } from '../../../features/disputes/components/dispute-list.tsx';
import { ApiError } from '../../../lib/api-client.ts';

const FILTERS: [DisputeStatus, string][] = [['open', 'Open'], ['upheld', 'Upheld'], ['rejected', 'Rejected']];

export default function AdminDisputesPage() {
  usePageTitle('Disputes');
  const [status, setStatus] = useState<DisputeStatus>('open');
  const [page, setPage] = useState(1);
  const query = useDisputeQueue({ page, status });
  const forbidden = query.error instanceof ApiError && query.error.status === 403;
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Disputes</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Companies&apos; disputes of reviews and complaints, the oldest evidence deadline first. Read both sides, then decide after the deadline.
      </Typography>
      <Box role="group" aria-label="Filter by status" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {FILTERS.map(([v, label]) => (
          <Chip key={v} label={label} clickable aria-pressed={status === v} onClick={() => { setStatus(v); setPage(1); }} color={status === v ? 'secondary' : 'default'} variant={status === v ? 'filled' : 'outlined'} />
        ))}
      </Box>
      {forbidden ? (
        <Alert severity="info">Disputes are decided by moderators of reviews or complaints: your role has neither permission.</Alert>
      ) : (
        <ListState
          query={query} page={page} onPageChange={setPage} nouns={['dispute', 'disputes']} fallback="The disputes could not be loaded." loadingLabel="Loading the disputes" skeletonHeight={96}
          empty={<EmptyState icon={<GavelOutlined />} title="No disputes">{status === 'open' ? 'No dispute is waiting for a decision.' : 'None with this status.'}</EmptyState>}
        >
          {(rows) => <DisputeRows rows={rows} linkTo={(d) => paths.admin.dispute(d.id)} showCompany />}
        </ListState>
      )}
    </>
  );
}
