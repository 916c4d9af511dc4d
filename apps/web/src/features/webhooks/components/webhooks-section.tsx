// The owner's webhooks (decision 189): add an endpoint (URL and events; its signing secret shown once), pause or
// resume it, rotate its secret, delete it, and read its delivery log with Resend.
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
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import {
  WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, WEBHOOK_URL_MAX, type WebhookDelivery, type WebhookEndpoint, type WebhookEndpointWithSecret, type WebhookEventType,
} from '@redress/contract';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { copyText } from '../../../components/copy.ts';
import { PageNav } from '../../../components/list-parts.tsx';
import { PageSection } from '../../../components/page-section.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { visuallyHidden } from '../../../components/visually-hidden.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime, formatDay } from '../../../lib/format.ts';
import {
  useCreateWebhookEndpoint, useDeleteWebhookEndpoint, useResendWebhookDelivery, useRotateWebhookSecret, useSetWebhookEndpointStatus,
  useWebhookDeliveries, useWebhookEndpoints,
} from '../api/webhooks.ts';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', wordBreak: 'break-all' } as const;
const STATUS_WORDS: Record<WebhookDelivery['status'], string> = { pending: 'Retrying', succeeded: 'Delivered', failed: 'Failed' };

function SecretDialog({ shown, onClose }: { shown: { secret: string; rotated: boolean } | null; onClose: () => void }) {
  return (
    <Dialog open={!!shown} onClose={onClose} aria-labelledby="webhook-secret-title" maxWidth="sm" fullWidth>
      <DialogTitle id="webhook-secret-title">{shown?.rotated ? 'The new signing secret' : 'Your endpoint\'s signing secret'}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Copy the secret now: it is shown only this once. Use it to check the x-redress-signature header of every delivery.
        </DialogContentText>
        {shown && (
          <Stack spacing={2}>
            <Typography sx={mono} data-testid="webhook-secret">{shown.secret}</Typography>
            <Box><Button variant="outlined" onClick={() => void copyText(shown.secret)}>Copy secret</Button></Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions><Button onClick={onClose} variant="contained">I have copied it</Button></DialogActions>
    </Dialog>
  );
}

function DeliveryLog({ companyId, endpoint }: { companyId: string; endpoint: WebhookEndpoint }) {
  const [page, setPage] = useState(1);
  const log = useWebhookDeliveries(companyId, endpoint.id, page);
  const resend = useResendWebhookDelivery(companyId);
  const data = log.data;
  if (log.isPending) return <Typography role="status">Loading the deliveries…</Typography>;
  if (!data?.data.length) return <Typography color="text.secondary">No deliveries yet: they appear here when a subscribed event happens.</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={`Deliveries to ${endpoint.url}`}>
          <TableHead>
            <TableRow>
              <TableCell>Event</TableCell><TableCell>Status</TableCell><TableCell>Response</TableCell><TableCell>Time</TableCell>
              <TableCell>Attempts</TableCell><TableCell>Next retry</TableCell><TableCell><Box component="span" sx={visuallyHidden}>Actions</Box></TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.data.map((d) => (
              <TableRow key={d.id}>
                <TableCell>
                  {WEBHOOK_EVENT_LABELS[d.eventType]}
                  <Typography variant="body2" color="text.secondary">{formatDateTime(d.createdAt)}</Typography>
                </TableCell>
                <TableCell>{STATUS_WORDS[d.status]}{d.error && <Typography variant="body2" color="text.secondary">{d.error}</Typography>}</TableCell>
                <TableCell>{d.responseCode ?? '—'}</TableCell>
                <TableCell>{d.durationMs === null ? '—' : `${d.durationMs} ms`}</TableCell>
                <TableCell>{d.attempts}</TableCell>
                <TableCell>{d.nextAttemptAt && d.status === 'pending' ? formatDateTime(d.nextAttemptAt) : '—'}</TableCell>
                <TableCell>
                  <Button size="small" disabled={resend.isPending || endpoint.status !== 'active'} onClick={() => resend.mutate({ endpointId: endpoint.id, deliveryId: d.id }, { onSuccess: () => void log.refetch() })}
                    aria-label={`Resend ${WEBHOOK_EVENT_LABELS[d.eventType]} of ${formatDateTime(d.createdAt)}`}>Resend</Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <PageNav page={page} count={data.meta.numberOfPages} onChange={setPage} spaceAbove={1} />
    </>
  );
}

function EndpointCard({ companyId, endpoint, onSecret }: { companyId: string; endpoint: WebhookEndpoint; onSecret: (s: WebhookEndpointWithSecret) => void }) {
  const [open, setOpen] = useState(false);
  const setStatus = useSetWebhookEndpointStatus(companyId);
  const rotate = useRotateWebhookSecret(companyId);
  const remove = useDeleteWebhookEndpoint(companyId);
  const confirm = useConfirm();
  const paused = endpoint.status === 'paused';
  const onRotate = async () => {
    const ok = await confirm({ title: 'Rotate the signing secret?', message: 'The current secret stops signing at once: put the new one in your receiver.', confirmLabel: 'Rotate' });
    if (ok) rotate.mutate(endpoint.id, { onSuccess: onSecret });
  };
  const onDelete = async () => {
    const ok = await confirm({ title: 'Delete this endpoint?', message: 'Nothing more is sent to it and its delivery log is deleted. This cannot be undone.', confirmLabel: 'Delete', destructive: true });
    if (ok) remove.mutate(endpoint.id);
  };
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider', py: 2 }} aria-label={endpoint.url}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography component="p" sx={{ ...mono, fontWeight: 600, flex: '1 1 240px' }}>{endpoint.url}</Typography>
        {paused ? <Chip size="small" color="warning" label="Paused" /> : <Chip size="small" color="success" label="Active" />}
      </Stack>
      {paused && endpoint.pausedReason && <Alert severity="warning" sx={{ mt: 1 }}>Paused: {endpoint.pausedReason}{endpoint.pausedAt ? ` (${formatDateTime(endpoint.pausedAt)})` : ''}.</Alert>}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {endpoint.events.map((e) => WEBHOOK_EVENT_LABELS[e]).join(', ')} · added {formatDay(endpoint.createdAt)}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setOpen((o) => !o)} aria-expanded={open}>{open ? 'Hide deliveries' : 'Deliveries'}</Button>
        <Button size="small" variant="outlined" disabled={setStatus.isPending} onClick={() => setStatus.mutate({ id: endpoint.id, status: paused ? 'active' : 'paused' })}>
          {paused ? 'Resume' : 'Pause'}
        </Button>
        <Button size="small" variant="outlined" disabled={rotate.isPending} onClick={() => void onRotate()}>Rotate secret</Button>
        <Button size="small" variant="outlined" color="error" disabled={remove.isPending} onClick={() => void onDelete()}>Delete</Button>
      </Stack>
      {open && <Box sx={{ mt: 2 }}><DeliveryLog companyId={companyId} endpoint={endpoint} /></Box>}
    </Box>
  );
}

export function WebhooksSection({ companyId }: { companyId: string }) {
  const endpoints = useWebhookEndpoints(companyId);
  const create = useCreateWebhookEndpoint(companyId);
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [shown, setShown] = useState<{ secret: string; rotated: boolean } | null>(null);
  const error = create.error instanceof ApiError ? create.error : null;
  const data = endpoints.data;
  const full = data && data.limit !== null && data.data.length >= data.limit;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ url: url.trim(), events }, {
      onSuccess: (created) => {
        setShown({ secret: created.secret, rotated: false });
        setUrl('');
        setEvents([]);
      },
    });
  };
  const toggle = (type: WebhookEventType, on: boolean) => setEvents((now) => (on ? [...now, type] : now.filter((x) => x !== type)));

  return (
    <Stack spacing={3}>
      <PageSection title="Add an endpoint">
        {data?.limit === 0 ? (
          <Alert severity="info">The {data.planName} plan does not include webhooks. Choose another plan to use them.</Alert>
        ) : full ? (
          <Alert severity="info">The {data.planName} plan allows {data.limit} endpoint{data.limit === 1 ? '' : 's'}. Delete one, or choose another plan for more.</Alert>
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            <Stack spacing={2} sx={{ maxWidth: 560 }}>
              <TextField
                label="Endpoint URL" value={url} onChange={(e) => setUrl(e.target.value)} required type="url"
                slotProps={{ htmlInput: { maxLength: WEBHOOK_URL_MAX } }}
                error={!!error?.fieldErrors.url} helperText={error?.fieldErrors.url ?? 'An https URL of your system that answers 2xx within 10 seconds.'}
              />
              <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                <FormLabel component="legend">Events</FormLabel>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                  {WEBHOOK_EVENT_TYPES.map((type) => (
                    <FormControlLabel key={type} label={WEBHOOK_EVENT_LABELS[type]}
                      control={<Checkbox checked={events.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />} />
                  ))}
                </FormGroup>
                {error?.fieldErrors.events && <FormHelperText error>{error.fieldErrors.events}</FormHelperText>}
              </Box>
              {error && !error.fieldErrors.url && !error.fieldErrors.events && <Alert severity="error">{error.message}</Alert>}
              <Box><Button type="submit" variant="contained" disabled={create.isPending || !url.trim() || !events.length}>Add endpoint</Button></Box>
            </Stack>
          </Box>
        )}
      </PageSection>
      <PageSection title="Your endpoints">
        {endpoints.isPending ? <Typography role="status">Loading your endpoints…</Typography>
          : !data?.data.length ? <Typography>No endpoints yet.</Typography>
            : (
              <Box component="ul" aria-label="Webhook endpoints" sx={{ p: 0, m: 0 }}>
                {data.data.map((ep) => <EndpointCard key={ep.id} companyId={companyId} endpoint={ep} onSecret={(s) => setShown({ secret: s.secret, rotated: true })} />)}
              </Box>
            )}
      </PageSection>
      <SecretDialog shown={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
