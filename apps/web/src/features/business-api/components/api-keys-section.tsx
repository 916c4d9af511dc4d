// The owner's API keys: generate one (shown once, in a dialog with copy), the list without secrets, revoke with a confirm.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { API_KEY_LABEL_MAX, type ApiCredential, type GeneratedCredentials } from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { copyText } from '../../../components/copy.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import { useApiKeys, useGenerateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' } as const;

function NewKeyDialog({ created, onClose }: { created: GeneratedCredentials | null; onClose: () => void }) {
  return (
    <Dialog open={!!created} onClose={onClose} aria-labelledby="new-key-title" maxWidth="sm" fullWidth>
      <DialogTitle id="new-key-title">Your new API key</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>Copy the key now: it is shown only this once. We keep only a fingerprint of it.</DialogContentText>
        {created && (
          <Stack spacing={2}>
            <Box>
              <Typography variant="subtitle2" component="p">Client id (x-client-id)</Typography>
              <Typography sx={mono} data-testid="new-client-id">{created.clientId}</Typography>
            </Box>
            <Box>
              <Typography variant="subtitle2" component="p">API key (x-api-key)</Typography>
              <Typography sx={mono} data-testid="new-api-key">{created.apiKey}</Typography>
            </Box>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="outlined" onClick={() => void copyText(created.clientId)}>Copy client id</Button>
              <Button variant="outlined" onClick={() => void copyText(created.apiKey)}>Copy key</Button>
            </Stack>
            {created.replaced && <Alert severity="info">The key {created.replaced} with this label was revoked.</Alert>}
          </Stack>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose} variant="contained">I have copied it</Button></DialogActions>
    </Dialog>
  );
}

function KeyRow({ k, onRevoke, busy }: { k: ApiCredential; onRevoke: (k: ApiCredential) => void; busy: boolean }) {
  return (
    <ListItem divider sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', px: 0 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>
          {k.label} {k.revokedAt ? <Chip size="small" label="Revoked" sx={{ ml: 1 }} /> : <Chip size="small" color="success" label="Live" sx={{ ml: 1 }} />}
        </Typography>
        <Typography variant="body2" sx={mono}>{k.clientId}</Typography>
        <Typography variant="body2" color="text.secondary">
          Created {formatDay(k.createdAt)} · {k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}` : 'never used'}
          {k.revokedAt && ` · revoked ${formatDay(k.revokedAt)}`}
        </Typography>
      </Box>
      {!k.revokedAt && <Button color="error" variant="outlined" disabled={busy} onClick={() => onRevoke(k)} aria-label={`Revoke ${k.label}`}>Revoke</Button>}
    </ListItem>
  );
}

export function ApiKeysSection({ companyId }: { companyId: string }) {
  const keys = useApiKeys(companyId);
  const generate = useGenerateApiKey(companyId);
  const revoke = useRevokeApiKey(companyId);
  const confirm = useConfirm();
  const [label, setLabel] = useState('');
  const [rotate, setRotate] = useState(false);
  const [created, setCreated] = useState<GeneratedCredentials | null>(null);
  const error = generate.error instanceof ApiError ? generate.error : null;
  const labelError = error?.fieldErrors.label ?? (error?.status === 409 ? error.message.replace(/^label: /, '') : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    generate.mutate({ label: label.trim(), rotate }, {
      onSuccess: (k) => {
        setCreated(k);
        setLabel('');
        setRotate(false);
      },
    });
  };
  const onRevoke = async (k: ApiCredential) => {
    const ok = await confirm({ title: `Revoke ${k.label}?`, message: 'Requests with this key stop working at once. This cannot be undone.', confirmLabel: 'Revoke', destructive: true });
    if (ok) revoke.mutate(k.clientId);
  };

  const data = keys.data;
  const noAccess = data?.limit === 0;
  return (
    <Stack spacing={3}>
      <PageSection title="Generate a key">
        {noAccess ? (
          <Alert severity="info">The {data.planName} plan does not include API keys. Choose another plan to use the API.</Alert>
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2} sx={{ maxWidth: 480 }}>
              <TextField
                label="Label" value={label} onChange={(e) => setLabel(e.target.value)} required
                slotProps={{ htmlInput: { maxLength: API_KEY_LABEL_MAX } }}
                error={!!labelError} helperText={labelError ?? 'Where the key is used, e.g. "Helpdesk sync".'}
              />
              <FormControlLabel control={<Checkbox checked={rotate} onChange={(e) => setRotate(e.target.checked)} />} label="Replace the live key with this label (rotate)" />
              {error && !labelError && <Alert severity="error">{error.message}</Alert>}
              <Box><Button type="submit" variant="contained" disabled={generate.isPending || !label.trim()}>Generate key</Button></Box>
            </Stack>
          </Box>
        )}
      </PageSection>
      <PageSection title="Your keys">
        {data && data.limit !== null && data.limit > 0 && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{data.live} of {data.limit} live keys on the {data.planName} plan.</Typography>
        )}
        {keys.isPending ? <Typography role="status">Loading your keys…</Typography>
          : !data?.data.length ? <Typography>No keys yet.</Typography>
            : <List aria-label="API keys" disablePadding>{data.data.map((k) => <KeyRow key={k.clientId} k={k} onRevoke={(x) => void onRevoke(x)} busy={revoke.isPending} />)}</List>}
      </PageSection>
      <NewKeyDialog created={created} onClose={() => setCreated(null)} />
    </Stack>
  );
}
