// /admin/roles/create and /admin/roles/:id: a role's name, purpose and permissions, grouped and explained; an unheld
// role can be deleted.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { NotFoundPage } from '../../../components/error-pages.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useCreateRole, useDeleteRole, useRole, useUpdateRole } from '../../../features/admins/api/roles.ts';
import { RoleForm } from '../../../features/admins/components/role-form.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export default function AdminRolePage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const held = user?.permissions ?? [];
  const navigate = useNavigate();
  const confirm = useConfirm();
  const role = useRole(id);
  const create = useCreateRole();
  const update = useUpdateRole(id);
  const remove = useDeleteRole();
  const isNew = !id;
  usePageTitle(isNew ? 'New role' : role.data?.name ?? 'Role');
  if (!isNew && role.error instanceof ApiError && (role.error.status === 404 || role.error.status === 400)) return <NotFoundPage short />;

  const onDelete = async () => {
    if (!role.data || !(await confirm({ title: `Delete ${role.data.name}?`, message: 'The role goes; this is audited.', confirmLabel: 'Delete role', destructive: true }))) return;
    try {
      await remove.mutateAsync(id);
      toast.success(`${role.data.name} is deleted`);
      navigate(paths.admin.roles);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The role was not deleted');
    }
  };

  return (
    <Stack spacing={3} sx={{ maxWidth: 960 }}>
      <div>
        <Button component={RouterLink} to={paths.admin.roles} size="small">&larr; All roles</Button>
        <Typography variant="h1" sx={{ mt: 1, overflowWrap: 'anywhere' }}>{isNew ? 'New role' : role.data?.name ?? 'Role'}</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>You can only give permissions you hold yourself.</Typography>
      </div>
      {role.error && !isNew && <Alert severity="error">{role.error.message}</Alert>}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {isNew ? (
          <RoleForm held={held} submitLabel="Create role" onSave={async (v) => {
            const created = await create.mutateAsync(v);
            toast.success(`${created.name} is created`);
            navigate(paths.admin.roles);
          }} />
        ) : !role.data ? <LoadingBlock height={360} label="Loading the role" /> : role.data.isSuper ? (
          <Alert severity="info">The super-admin role holds every permission, including any added later. It cannot be changed or deleted.</Alert>
        ) : (
          <RoleForm key={role.data.id} role={role.data} held={held} submitLabel="Save role" onSave={async (v) => {
            await update.mutateAsync(v);
            toast.success('The role is saved; its holders have the new rights from their next action');
          }} />
        )}
      </Paper>
      {role.data && !role.data.isSuper && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Typography color="text.secondary">
            {role.data.holders > 0 ? `${role.data.holders === 1 ? '1 admin holds' : `${role.data.holders} admins hold`} this role: give them another before deleting it.` : 'Nobody holds this role.'}
          </Typography>
          <Button variant="outlined" color="error" disabled={role.data.holders > 0} loading={remove.isPending} onClick={() => void onDelete()}>Delete role</Button>
        </Stack>
      )}
    </Stack>
  );
}
