// /admin/roles: the named permission sets, how many admins hold each, and a way to add one.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { useRoles } from '../../../features/admins/api/roles.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export default function AdminRolesPage() {
  usePageTitle('Roles');
  const roles = useRoles();
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1">Roles</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>Each admin holds one role: a named set of permissions. Changing a role changes what its holders may do at once.</Typography>
        </div>
        <Button component={Link} to={paths.admin.roleCreate} variant="contained" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>New role</Button>
      </Stack>
      {roles.isPending ? <LoadingBlock height={240} label="Loading the roles" /> : roles.error ? <Alert severity="error">{roles.error.message}</Alert> : roles.data.data.length === 0 ? (
        <EmptyState title="No roles yet" action={<Button component={Link} to={paths.admin.roleCreate}>Create the first role</Button>} />
      ) : (
        <Stack component="ul" spacing={1.5} aria-label="Roles" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {roles.data.data.map((r) => (
            <Paper component="li" key={r.id} variant="outlined" sx={{ p: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
                <div>
                  <Typography variant="h3" component="h2">
                    {r.isSuper ? r.name : <Link to={paths.admin.role(r.id)}>{r.name}</Link>}
                  </Typography>
                  {r.description && <Typography variant="body2" color="text.secondary">{r.description}</Typography>}
                </div>
                <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>{r.holders === 1 ? '1 admin' : `${r.holders} admins`}</Typography>
              </Stack>
              {r.isSuper ? <Typography variant="body2" sx={{ mt: 1 }}>Every permission, including any added later. It cannot be changed.</Typography> : (
                <Stack component="ul" direction="row" useFlexGap spacing={0.75} aria-label={`${r.name}: permissions`} sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                  {r.permissions.map((p) => <li key={p}><Chip size="small" label={p} /></li>)}
                </Stack>
              )}
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
