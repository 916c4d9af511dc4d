// Deleting an account on its owner's request (decision 182): a reason (audited), what becomes of their posts, and
// whether it goes now or after the grace period; a business owner's company is released. Asked first, then the admin
// is back at the list with a toast.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { AdminUser, DeletionPostsChoice } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDay } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { fullName } from '../lib/labels.ts';

export function AccountDelete({ user, isSelf, onDeleted }: { user: AdminUser; isSelf: boolean; onDeleted: () => void }) {
  const confirm = useConfirm();
  const remove = useDeleteUser();
  const [reason, setReason] = useState('');
  const [posts, setPosts] = useState<DeletionPostsChoice>('anonymise');
  const [immediately, setImmediately] = useState(false);
  const [reasonError, setReasonError] = useState<string>();
  const name = fullName(user);
  if (isSelf) return <Typography color="text.secondary">Another admin can delete the account you are signed in with.</Typography>;
  const owner = user.profileType === 'organization';
  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${name}?`,
      message: `They are signed out everywhere at once; ${immediately ? 'their personal data is removed now' : 'their personal data is removed after the grace period, unless they sign in before'}. `
        + `${posts === 'delete' ? 'Their posts are deleted and the companies\' scores recomputed.' : 'Their posts stay as by a "Former member".'} This is audited.`,
      confirmLabel: 'Delete account',
      destructive: true,
    });
    if (!ok) return;
    setReasonError(undefined);
    try {
      const r = await remove.mutateAsync({ id: user.id, body: { reason, posts, immediately, ...(owner ? { companyHandover: 'release' as const } : {}) } });
      toast.success(r.deletionDueAt ? `${name}'s account will be deleted on ${formatDay(r.deletionDueAt)}` : `${name}'s account is deleted`);
      onDeleted();
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      if (e?.fieldErrors.reason) setReasonError(e.fieldErrors.reason);
      else toast.error(e?.message ?? 'The account was not deleted');
    }
  };
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
      {user.deletionDueAt && <Alert severity="warning">This account will be deleted on {formatDay(user.deletionDueAt)}, unless its owner signs in before then.</Alert>}
      <Typography color="text.secondary">On the person&apos;s request: their personal details go, and their posts go or stay without a name, as they chose.</Typography>
      <TextField label="Reason (the request)" value={reason} onChange={(e) => setReason(e.target.value)} required error={!!reasonError} helperText={reasonError} />
      <RadioGroup aria-label="Their posts" value={posts} onChange={(e) => setPosts(e.target.value as DeletionPostsChoice)}>
        <FormControlLabel value="anonymise" control={<Radio />} label='Keep their posts as by a "Former member" (scores unchanged)' />
        <FormControlLabel value="delete" control={<Radio />} label="Delete their posts (scores recomputed without them)" />
      </RadioGroup>
      <FormControlLabel control={<Checkbox checked={immediately} onChange={(e) => setImmediately(e.target.checked)} />} label="Delete now, without the grace period" />
      {owner && <Typography variant="body2" color="text.secondary">Their company is released: it stays on Redress, unclaimed.</Typography>}
      <Button variant="outlined" color="error" onClick={() => void onDelete()} loading={remove.isPending} disabled={reason.trim().length < 3}>Delete account</Button>
    </Stack>
  );
}
