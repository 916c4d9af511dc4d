// /business/api-credentials: the owner's API keys for the company (decision 117).
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ApiKeysSection } from '../../../features/business-api/components/api-keys-section.tsx';
import { useSession } from '../../../lib/session.ts';

export default function ApiCredentialsPage() {
  usePageTitle('API credentials');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Typography variant="h1">API credentials</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          Keys let your own systems read and answer your company&apos;s complaints and reviews. Send the client id in <code>x-client-id</code> and
          the key in <code>x-api-key</code>; the <Link href={paths.apiDocs}>API reference</Link> lists the calls and examples.
        </Typography>
      </div>
      {user?.companyId ? <ApiKeysSection companyId={user.companyId} /> : <Typography>Your account has no company yet.</Typography>}
    </Stack>
  );
}
