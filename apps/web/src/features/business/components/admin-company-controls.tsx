// The admin's decisions on one company: the verified badge (UpdateProfile companyVerified) and removal.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Company } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteCompany, useUpdateCompany } from '../api/companies.ts';

export function AdminCompanyControls({ company, onDeleted }: { company: Company; onDeleted: () => void }) {
  const update = useUpdateCompany(company.id);
  const remove = useDeleteCompany();
  const confirm = useConfirm();
  // The switch moves at once; it goes back if the server refuses.
  const [pending, setPending] = useState<boolean | null>(null);
  const verified = pending ?? company.companyVerified;

  const setVerified = async (companyVerified: boolean) => {
    setPending(companyVerified);
    try {
      await update.mutateAsync({ companyVerified });
      toast.success(companyVerified ? `${company.name} is verified` : `${company.name} is no longer verified`);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The change was not saved');
    } finally {
      setPending(null);
    }
  };

  const onDelete = async () => {
    const ok = await confirm({
      title: `Delete ${company.name}?`,
      message: 'The company leaves Redress: its page, products and services disappear and its owner and employees can no longer manage it. The action is audited.',
      confirmLabel: 'Delete company',
      destructive: true,
    });
    if (!ok) return;
    await remove.mutateAsync(company.id);
    toast.success(`${company.name} was deleted`);
    onDeleted();
  };

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={verified} onChange={(e) => void setVerified(e.target.checked)} disabled={update.isPending} />}
        label="Verified company"
      />
      <Typography variant="body2" color="text.secondary">A verified company shows the badge on its page and in search. Verify only after checking who runs it.</Typography>
      <Alert severity="warning" action={<Button color="error" variant="contained" onClick={() => void onDelete().catch(() => undefined)} loading={remove.isPending}>Delete company</Button>}>
        Deleting removes the company from Redress.
      </Alert>
    </Stack>
  );
}
