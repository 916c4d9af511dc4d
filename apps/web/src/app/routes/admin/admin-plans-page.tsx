// /admin/subscriptions/plans: the plans businesses choose from, with their limits and how many companies are on each
// (subscriptions.manage, decision 130).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { PlansPanel } from '../../../features/subscriptions/components/plans-panel.tsx';

export default function AdminPlansPage() {
  usePageTitle('Plans');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Plans</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>A retired plan is no longer offered; the companies on it keep it. Free is every company&apos;s fallback.</Typography>
      </div>
      <PlansPanel />
    </Stack>
  );
}
