// The portal's invitation form: addresses pasted (one a line, "Ann Lee <ann@x.com>" or "ann@x.com, Ann") or read from a
// CSV file with email and name columns (read here, in the browser), then a preview from the server (how many go, which
// are skipped and why, what the plan has left this month), then the send. The mail's words are Redress's.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  parseInviteeList, REVIEW_INVITATION_BATCH_MAX, REVIEW_INVITATION_REPEAT_DAYS, REVIEW_INVITATION_TTL_DAYS, type ReviewInvitationAllowance,
  type ReviewInvitationBatch, type ReviewInvitationSkipReason,
} from '@redress/contract';
import { TextField } from '../../../components/text-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { usePreviewReviewInvitations, useSendReviewInvitations } from '../api/send-review-invitations.ts';

const REASONS: Record<ReviewInvitationSkipReason, string> = {
  'repeated-in-list': 'already in this list',
  'invited-recently': `invited in the last ${REVIEW_INVITATION_REPEAT_DAYS} days`,
  'opted-out': 'asked not to get invitations',
};

export function allowanceText(a: ReviewInvitationAllowance): string {
  return a.limit === null
    ? `The ${a.planName} plan has no monthly limit; ${a.used} sent this month.`
    : `${a.remaining} of the ${a.planName} plan's ${a.limit} invitations left this month.`;
}

/** A server error about one address ("recipients.3.email") names its line of the list. */
function errorText(err: unknown): string {
  if (!(err instanceof ApiError)) return 'The invitations could not be sent just now. Try again.';
  const [field, message] = Object.entries(err.fieldErrors)[0] ?? [];
  const at = field && /^recipients\.(\d+)\.(email|name)$/.exec(field);
  return at ? `Address ${Number(at[1]) + 1} of the list: its ${at[2] === 'email' ? 'address' : 'name'} ${message}` : err.message;
}

export function InviteCustomers({ companyName, brand }: { companyName: string; brand: string }) {
  const [text, setText] = useState('');
  const [shown, setShown] = useState<ReviewInvitationBatch | null>(null);
  const [sent, setSent] = useState<ReviewInvitationBatch | null>(null);
  const [fileNote, setFileNote] = useState<string | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const preview = usePreviewReviewInvitations();
  const send = useSendReviewInvitations();
  const parsed = parseInviteeList(text);
  const tooMany = parsed.recipients.length > REVIEW_INVITATION_BATCH_MAX;

  const edit = (next: string) => {
    setText(next);
    setShown(null);
    preview.reset();
  };
  const readFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const content = await f.text();
    setFileNote(`Read ${f.name}: ${parseInviteeList(content).recipients.length} addresses.`);
    setSent(null);
    edit(content);
  };
  const onPreview = () => {
    setSent(null);
    preview.mutate({ recipients: parsed.recipients }, { onSuccess: setShown });
  };
  const onSend = () => send.mutate({ recipients: parsed.recipients }, {
    onSuccess: (done) => {
      setSent(done);
      setShown(null);
      setText('');
      setFileNote(null);
    },
  });

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        {brand} e-mails each address its own link to review {companyName}. {brand} writes the mail: it asks how it went, good or bad, and you
        cannot change its words. A link works once, for that address&apos;s account, for {REVIEW_INVITATION_TTL_DAYS} days.
      </Typography>
      <TextField
        label="Customers' addresses" multiline minRows={5} maxRows={14} value={text} onChange={(e) => edit(e.target.value)}
        helperText={`One a line: ann@example.com, "Ann Lee <ann@example.com>" or "ann@example.com, Ann Lee". At most ${REVIEW_INVITATION_BATCH_MAX}.`}
        slotProps={{ htmlInput: { spellCheck: false } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => file.current?.click()}>Upload a CSV file</Button>
        <input ref={file} type="file" accept=".csv,text/csv,text/plain" hidden aria-label="CSV file with email and name columns" onChange={(e) => void readFile(e)} />
        <Typography variant="body2" color="text.secondary">Columns: email, name (a header row naming them is read).</Typography>
      </Box>
      {fileNote && <Typography variant="body2" role="status">{fileNote}</Typography>}
      {parsed.invalid.length > 0 && (
        <Alert severity="warning">
          {parsed.invalid.length === 1 ? `Line ${parsed.invalid[0]} has` : `Lines ${parsed.invalid.slice(0, 10).join(', ')}${parsed.invalid.length > 10 ? '…' : ''} have`} no e-mail
          address and will be left out.
        </Alert>
      )}
      {tooMany && <Alert severity="error">{parsed.recipients.length} addresses: send at most {REVIEW_INVITATION_BATCH_MAX} at a time.</Alert>}
      <Box>
        <Button variant={shown ? 'outlined' : 'contained'} onClick={onPreview} disabled={!parsed.recipients.length || tooMany} loading={preview.isPending}>
          Preview
        </Button>
      </Box>
      {preview.isError && <Alert severity="error">{errorText(preview.error)}</Alert>}
      {shown && (
        <Alert severity={shown.fits ? 'info' : 'warning'} role="status" aria-label="Preview">
          <Typography sx={{ fontWeight: 600 }}>{shown.message}</Typography>
          {shown.skipped.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
              {shown.skipped.slice(0, 20).map((s, i) => <li key={`${s.email}-${i}`}>{s.email}: {REASONS[s.reason]}</li>)}
              {shown.skipped.length > 20 && <li>and {shown.skipped.length - 20} more</li>}
            </Box>
          )}
          <Typography variant="body2" sx={{ mt: 1 }}>{allowanceText(shown.allowance)}</Typography>
          {!shown.fits && <Typography variant="body2">That is more than the plan has left: send fewer addresses, or choose another plan.</Typography>}
          {shown.fits && shown.toSend.length > 0 && (
            <Button variant="contained" sx={{ mt: 1.5 }} onClick={onSend} loading={send.isPending}>
              Send {shown.toSend.length === 1 ? '1 invitation' : `${shown.toSend.length} invitations`}
            </Button>
          )}
        </Alert>
      )}
      {send.isError && <Alert severity="error">{errorText(send.error)}</Alert>}
      {sent && (
        <Alert severity="success" role="status">
          {sent.message}. {allowanceText(sent.allowance)}
        </Alert>
      )}
    </Stack>
  );
}
