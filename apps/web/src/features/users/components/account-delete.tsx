// Deleting an account: asked first, then the admin is back at the list with a toast.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AdminUser } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { fullName } from '../lib/labels.ts';

export function AccountDelete({ user, isSelf, onDeleted }: { user: AdminUser; isSelf: boolean; onDeleted: () => void }) {
  const confirm = useConfirm();
  const remove = useDeleteUser();
  const name = fullName(user);
  if (isSelf) return <Typography color="text.secondary">Another admin can delete the account you are signed in with.</Typography>;
  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${name}?`,
      message: 'Their name, address and phone number are removed and they are signed out everywhere. What they posted stays, without their name. This cannot be undone and is audited.',
      confirmLabel: 'Delete account',
      destructive: true,
    });
    if (!ok) return;
    try {
      await remove.mutateAsync(user.id);
      toast.success(`${name}'s account is deleted`);
      onDeleted();
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The account was not deleted');
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">The account&apos;s personal details go; its posts stay without a name.</Typography>
      <Button variant="outlined" color="error" onClick={() => void onDelete()} loading={remove.isPending}>Delete account</Button>
    </Stack>
  );
}
