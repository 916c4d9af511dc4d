// /admin/users/new: create an admin user with a role; their page opens on its permissions.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { AdminUserForm } from '../../../features/admins/components/admin-user-form.tsx';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';

export default function AdminUserNewPage() {
  usePageTitle('New admin user');
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">New admin user</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          They sign in at the admin portal with the password you set. Their role decides what they may do; <Link to={paths.admin.roles}>roles</Link> are managed separately.
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <AdminUserForm held={user?.permissions ?? []} onCreated={(a) => {
          toast.success(`${a.firstName} ${a.lastName} is an admin user`);
          navigate(paths.admin.user(a.id));
        }} />
      </Paper>
    </Stack>
  );
}
