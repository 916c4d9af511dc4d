// /admin/users/:id: one account for the admin: who it is, its status, and disable, enable or reactivate.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import { ErrorPage, NotFoundPage } from '../../../components/error-pages.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useUser } from '../../../features/users/api/get-user.ts';
import { AccountAccess } from '../../../features/users/components/account-access.tsx';
import { AccountChips } from '../../../features/users/components/account-chips.tsx';
import { AccountDetails } from '../../../features/users/components/account-details.tsx';
import { fullName } from '../../../features/users/lib/labels.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';

export default function AdminUserPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const query = useUser(id);
  const user = query.data;
  usePageTitle(user ? fullName(user) : 'User');
  const error = query.error;
  // A bad id (400) is as missing as an unknown one.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage short />;
  if (error) return <ErrorPage status={error instanceof ApiError ? error.status || 500 : 500} message={error.message} />;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Button component={RouterLink} to={paths.admin.users} size="small">&larr; All users</Button>
        <Typography variant="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{user ? fullName(user) : 'User'}</Typography>
        {user && <Box sx={{ mt: 1 }}><AccountChips user={user} /></Box>}
      </Box>
      {!user ? <Skeleton variant="rounded" height={420} aria-label="Loading the user" /> : (
        <>
          <PageSection title="Access"><AccountAccess user={user} isSelf={me?.id === user.id} /></PageSection>
          <PageSection title="Account"><AccountDetails user={user} companyHref={paths.admin.businessOne} /></PageSection>
        </>
      )}
    </Stack>
  );
}
