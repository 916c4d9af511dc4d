// /business/webhooks: the owner's webhook endpoints and their delivery logs (decision 189).
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { WebhooksSection } from '../../../features/webhooks/components/webhooks-section.tsx';
import { useSession } from '../../../lib/session.ts';

export default function WebhooksPage() {
  usePageTitle('Webhooks');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">Webhooks</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Your systems hear of new complaints, answers, reviews and ratings as they happen: we POST each event, signed with the
          endpoint&apos;s secret, and retry for 24 hours. The <Link href={paths.apiDocs}>API reference</Link> shows how to check a signature.
        </Typography>
      </div>
      {user?.companyId ? <WebhooksSection companyId={user.companyId} /> : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
