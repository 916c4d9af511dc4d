// /admin/users: every account, newest first, with search, role and status filters; each opens its own page.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { UsersBrowser } from '../../../features/users/components/users-browser.tsx';

export default function AdminUsersPage() {
  usePageTitle('Users');
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1">Users</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>Find an account by e-mail or name, and open it to disable or enable it.</Typography>
        </div>
        <Button component={Link} to={paths.admin.userNew} variant="contained" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>Add an admin user</Button>
      </Stack>
      <UsersBrowser hrefOf={paths.admin.user} />
    </Stack>
  );
}
