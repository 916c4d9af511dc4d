// /admin/digest: the weekly digest as subscribers get it, a week at a time (support.handle).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { DigestPreviewPanel } from '../../../features/newsletter/components/digest-preview.tsx';

export default function AdminDigestPage() {
  usePageTitle('Weekly digest');
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">Weekly digest</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>What subscribers receive every Monday at 08:00: the week&apos;s resolved complaints, company answers and most helpful reviews.</Typography>
      </div>
      <DigestPreviewPanel />
    </Stack>
  );
}
