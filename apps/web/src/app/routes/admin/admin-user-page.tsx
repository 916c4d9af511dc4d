// /admin/users/:id: one account for the admin, in tabs: its details (access, edit, delete), its activity, and for an
// admin user their role and permissions.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { ErrorPage, NotFoundPage } from '../../../components/error-pages.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { Tabs, type TabOption } from '../../../components/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { AdminPermissionsPanel } from '../../../features/admins/components/admin-permissions-panel.tsx';
import { useUser } from '../../../features/users/api/get-user.ts';
import { AccountAccess } from '../../../features/users/components/account-access.tsx';
import { AccountActivity } from '../../../features/users/components/account-activity.tsx';
import { AccountChips } from '../../../features/users/components/account-chips.tsx';
import { AccountDelete } from '../../../features/users/components/account-delete.tsx';
import { AccountDetails } from '../../../features/users/components/account-details.tsx';
import { AccountEditForm } from '../../../features/users/components/account-edit-form.tsx';
import { fullName } from '../../../features/users/lib/labels.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

type Tab = 'details' | 'activity' | 'permissions';
const tab = (value: Tab, label: string): TabOption<Tab> => ({ value, label, id: `user-tab-${value}`, panelId: `user-panel-${value}` });

export default function AdminUserPage() {
  const { id = '' } = useParams();
  const { user: me } = useSession();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<Tab>('details');
  const query = useUser(id);
  const user = query.data;
  usePageTitle(user ? fullName(user) : 'User');
  const error = query.error;
  // A bad id (400) is as missing as an unknown one.
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return <NotFoundPage short />;
  if (error) return <ErrorPage status={error instanceof ApiError ? error.status || 500 : 500} message={error.message} />;
  const held = me?.permissions ?? [];
  const isSelf = me?.id === user?.id;
  const options = [tab('details', 'Details'), tab('activity', 'Activity'), ...(user?.profileType === 'admin' && held.includes('admins.manage') ? [tab('permissions', 'Permissions')] : [])];
  const shown = options.find((o) => o.value === current) ?? options[0]!;

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <Box>
        <Button component={RouterLink} to={paths.admin.users} size="small">&larr; All users</Button>
        <Typography variant="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{user ? fullName(user) : 'User'}</Typography>
        {user && <Box sx={{ mt: 1 }}><AccountChips user={user} /></Box>}
      </Box>
      {!user ? <LoadingBlock height={420} label="Loading the user" /> : (
        <>
          <Tabs label="About this account" value={shown.value} onChange={setCurrent} options={options} sx={{ borderBottom: 1, borderColor: 'divider' }} />
          <Box role="tabpanel" id={shown.panelId} aria-labelledby={shown.id}>
            {shown.value === 'details' && (
              <Stack spacing={3}>
                <PageSection title="Access"><AccountAccess user={user} isSelf={isSelf} /></PageSection>
                <PageSection title="Account"><AccountDetails user={user} companyHref={paths.admin.businessOne} /></PageSection>
                <PageSection title="Edit"><AccountEditForm key={user.id} user={user} /></PageSection>
                <PageSection title="Delete"><AccountDelete user={user} isSelf={isSelf} onDeleted={() => navigate(paths.admin.users)} /></PageSection>
              </Stack>
            )}
            {shown.value === 'activity' && <AccountActivity userId={user.id} />}
            {shown.value === 'permissions' && <AdminPermissionsPanel userId={user.id} isSelf={isSelf} held={held} />}
          </Box>
        </>
      )}
    </Stack>
  );
}
