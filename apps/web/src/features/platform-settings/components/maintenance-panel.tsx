// The maintenance switch: on, every page but the admin portal shows the maintenance page to everyone but admins.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useMaintenance, useSetMaintenance } from '../api/maintenance.ts';

export function MaintenancePanel() {
  const { data, isPending } = useMaintenance();
  const save = useSetMaintenance();
  const confirm = useConfirm();
  const [message, setMessage] = useState('');
  useEffect(() => setMessage(data?.message ?? ''), [data?.message]);
  if (isPending || !data) return <Typography color="text.secondary">Loading…</Typography>;

  const apply = (enabled: boolean) =>
    save.mutate({ enabled, message: message.trim() || null }, {
      onSuccess: (r) => toast.success(r.enabled ? 'Maintenance mode is on' : 'Maintenance mode is off'),
    });

  // Switching on shuts everyone but admins out at once: it is confirmed first; switching off is not.
  const toggle = async (enabled: boolean) => {
    if (enabled) {
      const ok = await confirm({
        title: 'Switch on maintenance mode?',
        message: 'Every call from visitors, customers and businesses answers 503 on every instance of the server, and they see the maintenance page until you switch it off. Admins keep working.',
        confirmLabel: 'Switch on',
        destructive: true,
      });
      if (!ok) return;
    }
    apply(enabled);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>Maintenance mode</Typography>
        <Typography color="text.secondary">
          While it is on, visitors, customers and businesses see the maintenance page and the API answers them 503; admins keep working.
        </Typography>
        {data.enabled && <Alert severity="warning">The site is in maintenance mode.</Alert>}
        <TextField
          label="Message on the maintenance page (optional)"
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          multiline
          minRows={2}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <FormControlLabel
            control={<Switch checked={data.enabled} disabled={save.isPending} onChange={(e) => void toggle(e.target.checked)} />}
            label="Site in maintenance mode"
          />
          {data.enabled && <Button variant="outlined" disabled={save.isPending} onClick={() => apply(true)}>Update message</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
