// /business/dashboard: a thin route chunk. The dashboard (its range picker, figures and the charts' loader) is a chunk
// of its own, so the app shell's route table lists this page's few files, not the dashboard's many (npm run size:web).
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

const BusinessDashboardView = lazy(() => import('./business-dashboard-view.tsx'));

export default function BusinessDashboardPage() {
  usePageTitle('Business dashboard');
  return (
    <Suspense fallback={<><Typography variant="h1" sx={{ mb: 1 }}>Business dashboard</Typography><LoadingBlock height={320} label="Loading the dashboard" /></>}>
      <BusinessDashboardView />
    </Suspense>
  );
}
