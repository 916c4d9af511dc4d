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
import { toast } from '../../../lib/toast.ts';
import { useMaintenance, useSetMaintenance } from '../api/maintenance.ts';

export function MaintenancePanel() {
  const { data, isPending } = useMaintenance();
  const save = useSetMaintenance();
  const [message, setMessage] = useState('');
  useEffect(() => setMessage(data?.message ?? ''), [data?.message]);
  if (isPending || !data) return <Typography color="text.secondary">Loading…</Typography>;

  const apply = (enabled: boolean) =>
    save.mutate({ enabled, message: message.trim() || null }, {
      onSuccess: (r) => toast.success(r.enabled ? 'Maintenance mode is on' : 'Maintenance mode is off'),
    });

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
            control={<Switch checked={data.enabled} disabled={save.isPending} onChange={(e) => apply(e.target.checked)} />}
            label="Site in maintenance mode"
          />
          {data.enabled && <Button variant="outlined" disabled={save.isPending} onClick={() => apply(true)}>Update message</Button>}
        </Stack>
      </Stack>
    </Paper>
  );
}
