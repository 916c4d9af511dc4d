// /admin/adverts: banner campaigns for the side column, with their impressions, clicks and CTR (adverts.manage).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { AdvertsPanel } from '../../../features/adverts/components/adverts-table.tsx';

export default function AdminAdvertsPage() {
  usePageTitle('Adverts');
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">Adverts</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Live adverts show in the side column for visitors and customers; clicks go through a counting link.</Typography>
      </div>
      <AdvertsPanel />
    </Stack>
  );
}
