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
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  API_KEY_DEFAULT_SCOPES, API_KEY_LABEL_MAX, API_KEY_MAX_LIFETIME_DAYS, API_KEY_SCOPES, type ApiCredential, type ApiKeyScope, type GeneratedCredentials,
} from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { copyText } from '../../../components/copy.ts';
import { PageSection } from '../../../components/page-section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay, localDay } from '../../../lib/format.ts';
import { useApiKeys, useGenerateApiKey, useRevokeApiKey } from '../api/api-keys.ts';

/** What each scope lets a key do, as the form offers it (decision 188). */
const SCOPE_TEXT: Record<ApiKeyScope, string> = {
  read: 'Read: list and read complaints, reviews, the dashboard and the audit trail',
  write: 'Write: answer, change statuses, request closure, invite reviews',
  webhooks: 'Webhooks: manage the company\'s webhook subscriptions',
};
const DAY_MS = 86_400_000;

/** A day picked in the form: the key works through the end of that day, the owner's local time. */
const endOfLocalDay = (day: string) => new Date(`${day}T23:59:59.999`).toISOString();

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
  const expired = !k.revokedAt && !!k.expiresAt && new Date(k.expiresAt).getTime() <= Date.now();
  const state = k.revokedAt ? <Chip size="small" label="Revoked" sx={{ ml: 1 }} />
    : expired ? <Chip size="small" color="warning" label="Expired" sx={{ ml: 1 }} />
      : <Chip size="small" color="success" label="Live" sx={{ ml: 1 }} />;
  return (
    <ListItem divider sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start', px: 0 }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography component="p" sx={{ fontWeight: 600 }}>{k.label} {state}</Typography>
        <Typography variant="body2" sx={mono}>{k.clientId}</Typography>
        <Typography variant="body2">Scopes: {k.scopes.length ? k.scopes.join(', ') : 'none'}</Typography>
        <Typography variant="body2" color="text.secondary">
          Created {formatDay(k.createdAt)}
          {' · '}{k.expiresAt ? `${expired ? 'expired' : 'expires'} ${formatDateTime(k.expiresAt)}` : 'no expiry'}
          {' · '}{k.lastUsedAt ? `last used ${formatDateTime(k.lastUsedAt)}${k.lastUsedIp ? ` from ${k.lastUsedIp}` : ''}` : 'never used'}
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
  const [scopes, setScopes] = useState<ApiKeyScope[]>(API_KEY_DEFAULT_SCOPES);
  const [expiresOn, setExpiresOn] = useState('');
  const [created, setCreated] = useState<GeneratedCredentials | null>(null);
  const error = generate.error instanceof ApiError ? generate.error : null;
  const labelError = error?.fieldErrors.label ?? (error?.status === 409 ? error.message.replace(/^label: /, '') : undefined);
  const scopesError = scopes.length === 0 ? 'Choose at least one scope.' : error?.fieldErrors.scopes;
  const expiryError = error?.fieldErrors.expiresAt;
  const today = localDay();
  const toggleScope = (scope: ApiKeyScope, on: boolean) => setScopes((now) => API_KEY_SCOPES.filter((s) => (s === scope ? on : now.includes(s))));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (scopes.length === 0) return;
    generate.mutate({ label: label.trim(), rotate, scopes, expiresAt: expiresOn ? endOfLocalDay(expiresOn) : null }, {
      onSuccess: (k) => {
        setCreated(k);
        setLabel('');
        setRotate(false);
        setScopes(API_KEY_DEFAULT_SCOPES);
        setExpiresOn('');
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
              <FormControl component="fieldset" required error={!!scopesError}>
                <FormLabel component="legend">Scopes</FormLabel>
                <FormGroup>
                  {API_KEY_SCOPES.map((scope) => (
                    <FormControlLabel
                      key={scope} label={SCOPE_TEXT[scope]}
                      control={<Checkbox checked={scopes.includes(scope)} onChange={(e) => toggleScope(scope, e.target.checked)} />}
                    />
                  ))}
                </FormGroup>
                <FormHelperText>{scopesError ?? 'What the key may do; calls outside its scopes are refused.'}</FormHelperText>
              </FormControl>
              <TextField
                label="Expires on (optional)" type="date" value={expiresOn} onChange={(e) => setExpiresOn(e.target.value)}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: localDay(new Date(Date.now() + API_KEY_MAX_LIFETIME_DAYS * DAY_MS)) } }}
                error={!!expiryError} helperText={expiryError ? `Expiry ${expiryError}.` : 'The key stops working after this day. Leave empty to keep it until you revoke it.'}
              />
              <FormControlLabel control={<Checkbox checked={rotate} onChange={(e) => setRotate(e.target.checked)} />} label="Replace the live key with this label (rotate)" />
              {error && !labelError && !expiryError && !error.fieldErrors.scopes && <Alert severity="error">{error.message}</Alert>}
              <Box><Button type="submit" variant="contained" disabled={generate.isPending || !label.trim() || scopes.length === 0}>Generate key</Button></Box>
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
