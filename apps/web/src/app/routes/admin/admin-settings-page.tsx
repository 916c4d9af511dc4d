// /admin/settings: the platform's switches (settings.manage): maintenance mode.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { MaintenancePanel } from '../../../features/platform-settings/components/maintenance-panel.tsx';

export default function AdminSettingsPage() {
  usePageTitle('Platform settings');
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Typography variant="h1">Platform settings</Typography>
      <MaintenancePanel />
    </Stack>
  );
}
