// An admin's role and what it lets them do; another admin may give them another role (the super-admin keeps theirs).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminPermission } from '@redress/contract';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminUsers, useSetAdminRole } from '../api/admin-users.ts';
import { useRoles } from '../api/roles.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

export function AdminPermissionsPanel({ userId, isSelf, held }: { userId: string; isSelf: boolean; held: readonly AdminPermission[] }) {
  const admins = useAdminUsers();
  const roles = useRoles();
  const setRole = useSetAdminRole(userId);
  const [choice, setChoice] = useState('');
  if (admins.isPending || roles.isPending) return <LoadingBlock height={160} label="Loading the permissions" />;
  if (admins.error) return <Alert severity="error">{admins.error.message}</Alert>;
  const account = admins.data.data.find((a) => a.id === userId);
  if (!account) return <Alert severity="info">This account is not an admin user.</Alert>;
  const canChange = !isSelf && !account.role?.isSuper && held.includes('admins.manage') && account.permissions.every((p) => held.includes(p));
  const grantable = (roles.data?.data ?? []).filter((r) => !r.isSuper && r.permissions.every((p) => held.includes(p)) && r.id !== account.role?.id);
  const save = async () => {
    try {
      await setRole.mutateAsync(choice);
      toast.success('The new role applies from their next action');
      setChoice('');
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The role was not changed');
    }
  };
  return (
    <Stack spacing={2}>
      <Typography>Role: <strong>{account.role?.name ?? 'none'}</strong>{account.role?.isSuper ? ' (holds every permission, including any added later)' : ''}</Typography>
      {account.permissions.length === 0 ? <Typography color="text.secondary">No permissions.</Typography> : (
        <Stack component="ul" direction="row" useFlexGap spacing={1} aria-label="Permissions" sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0 }}>
          {account.permissions.map((p) => <li key={p}><Chip size="small" label={p} /></li>)}
        </Stack>
      )}
      {canChange ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <NativeSelectField label="Another role" size="small" value={choice} onChange={(e) => setChoice(e.target.value)} sx={{ minWidth: 260 }}>
            <option value="">Choose a role</option>
            {grantable.map((r) => <option key={r.id} value={r.id}>{r.name}</option>)}
          </NativeSelectField>
          <Button variant="contained" disabled={!choice} loading={setRole.isPending} onClick={() => void save()}>Change role</Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">
          {isSelf ? 'Another admin changes your role.' : account.role?.isSuper ? 'The super-admin keeps every permission.' : 'You cannot change this admin\'s role: it needs admins.manage and every permission they hold.'}
        </Typography>
      )}
    </Stack>
  );
}
