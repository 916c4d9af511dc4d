// /business/settings: the company's e-mail details, mail preferences and the profile switch's default.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { CompanySettingsForm } from '../../../features/account/components/settings-form.tsx';
import { useSession } from '../../../lib/session.ts';

export default function SettingsPage() {
  usePageTitle('Settings');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Typography variant="h1">Settings</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Where your company&apos;s notices go, and what they are about.</Typography>
      </Box>
      {user?.companyId ? <CompanySettingsForm companyId={user.companyId} /> : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
