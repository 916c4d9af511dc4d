// /business/disputes: the company's disputes of its reviews and complaints, newest first (its owner and managers).
// A dispute is opened from the review or complaint itself ("Dispute").
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import Chip from '@mui/material/Chip';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { DisputeStatus } from '@redress/contract';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCompanyDisputes } from '../../../features/disputes/api/list-company-disputes.ts';
import { DisputeRows } from '../../../features/disputes/components/dispute-list.tsx';

const FILTERS: [DisputeStatus | undefined, string][] = [[undefined, 'All'], ['open', 'Open'], ['upheld', 'Upheld'], ['rejected', 'Rejected']];

export default function BusinessDisputesPage() {
  usePageTitle('Disputes');
  const [status, setStatus] = useState<DisputeStatus | undefined>();
  const [page, setPage] = useState(1);
  const query = useCompanyDisputes({ page, status });
  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Disputes</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Reviews and complaints your company disputed. Open “Dispute” on a review or complaint to dispute it; your company&apos;s page shows how many you opened and how they ended.
      </Typography>
      <Box role="group" aria-label="Filter by status" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        {FILTERS.map(([v, label]) => (
          <Chip key={label} label={label} clickable aria-pressed={status === v} onClick={() => { setStatus(v); setPage(1); }} color={status === v ? 'secondary' : 'default'} variant={status === v ? 'filled' : 'outlined'} />
        ))}
      </Box>
      <ListState
        query={query} page={page} onPageChange={setPage} nouns={['dispute', 'disputes']} fallback="The disputes could not be loaded." loadingLabel="Loading the disputes" skeletonHeight={96}
        empty={<EmptyState icon={<GavelOutlined />} title="No disputes">{status ? 'None with this status.' : 'Your company has not disputed any review or complaint.'}</EmptyState>}
      >
        {(rows) => <DisputeRows rows={rows} linkTo={(d) => paths.business.dispute(d.id)} />}
      </ListState>
    </>
  );
}
