// /business/widgets: the owner's embeddable widgets (decision 117).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { WidgetsSection } from '../../../features/business-api/components/widgets-section.tsx';
import { useSession } from '../../../lib/session.ts';

export default function WidgetsPage() {
  usePageTitle('Widgets');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Widgets</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Show your live score and latest reviews on your own site: choose a widget, then paste its snippet into your page.</Typography>
      </div>
      {user?.companyId ? <WidgetsSection companyId={user.companyId} /> : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
