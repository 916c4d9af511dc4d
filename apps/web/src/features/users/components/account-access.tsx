// The admin's decisions on an account's access: disable an active (or suspended) one, enable a disabled one, reactivate
// one its owner deactivated. Each asks first (the confirmation closes by itself after 7 s) and ends with a toast.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@redress/contract';
import { useRef } from 'react';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDisableUser } from '../api/disable-user.ts';
import { useEnableUser } from '../api/enable-user.ts';
import { useReactivateUser } from '../api/reactivate-user.ts';
import { fullName, STATUS_LOOKS } from '../lib/labels.ts';

export function AccountAccess({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const confirm = useConfirm();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const reactivate = useReactivateUser();
  const name = fullName(user);
  // The button pressed gives way to the next one: focus moves to the new status, which is read out.
  const statusRef = useRef<HTMLDivElement>(null);
  const busy = disable.isPending || enable.isPending || reactivate.isPending;

  const run = async (mutation: typeof disable, ask: Parameters<typeof confirm>[0], done: string) => {
    if (!(await confirm(ask))) return;
    try {
      await mutation.mutateAsync(user.id);
      toast.success(done);
      statusRef.current?.focus();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The change was not saved');
    }
  };

  const onDisable = () => run(disable, {
    title: `Disable ${name}?`,
    message: 'They are signed out everywhere and cannot sign in, nor reactivate the account themselves, until an admin enables it. The action is audited.',
    confirmLabel: 'Disable account',
    destructive: true,
  }, `${name} is disabled`);
  const onEnable = () => run(enable, {
    title: `Enable ${name}?`,
    message: 'They can sign in again with their password. The action is audited.',
    confirmLabel: 'Enable account',
  }, `${name} is enabled`);
  const onReactivate = () => run(reactivate, {
    title: `Reactivate ${name}?`,
    message: 'The account its owner deactivated becomes active again. The action is audited.',
    confirmLabel: 'Reactivate account',
  }, `${name} is reactivated`);

  const look = STATUS_LOOKS[user.status];
  return (
    <Stack spacing={2}>
      <Alert ref={statusRef} tabIndex={-1} role="status" severity={user.status === 'active' ? 'success' : user.status === 'suspended' ? 'warning' : 'error'}>
        <strong>{look.label}.</strong> {look.meaning}
      </Alert>
      {isSelf ? (
        <Typography color="text.secondary">This is your own account: another admin decides on its access.</Typography>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          {user.status === 'disabled' && <Button variant="contained" onClick={() => void onEnable()} loading={enable.isPending} disabled={busy}>Enable account</Button>}
          {user.status === 'suspended' && <Button variant="contained" onClick={() => void onReactivate()} loading={reactivate.isPending} disabled={busy}>Reactivate account</Button>}
          {user.status !== 'disabled' && <Button variant="outlined" color="error" onClick={() => void onDisable()} loading={disable.isPending} disabled={busy}>Disable account</Button>}
        </Stack>
      )}
    </Stack>
  );
}
