// A dispute page's states around DisputeView: loading, not found (or not yours), failed.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import type { Dispute } from '@redress/contract';
import type { ReactNode } from 'react';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useDispute } from '../api/get-dispute.ts';
import { DisputeView } from './dispute-view.tsx';

export function DisputePageBody({ id, actions }: { id: string; actions?: (d: Dispute) => ReactNode }) {
  const query = useDispute(id);
  const d = query.data;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageTitle(d ? `Dispute: ${d.itemTitle}` : missing ? 'Page not found' : 'Dispute');
  if (query.isError) {
    if (missing) return <NotFoundPage />;
    return <Alert severity="error" action={<Button color="inherit" onClick={() => void query.refetch()}>Try again</Button>}>{query.error.message || 'The dispute could not be loaded.'}</Alert>;
  }
  if (!d) return <Box role="status" aria-busy="true" aria-label="Loading the dispute"><Skeleton variant="rounded" height={320} /></Box>;
  return <DisputeView dispute={d} actions={actions?.(d)} />;
}
