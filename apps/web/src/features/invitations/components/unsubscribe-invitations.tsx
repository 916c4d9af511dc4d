// The unsubscribe page of an invitation mail (decision 158): what it stops, and a button that does it.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { unsubscribeFromInvitations } from '../api/unsubscribe.ts';

type State = { kind: 'idle' | 'busy' | 'done' } | { kind: 'error'; message: string };

export function UnsubscribeInvitations({ email, sig, brand }: { email: string; sig: string; brand: string }) {
  const [state, setState] = useState<State>({ kind: 'idle' });
  const stop = async () => {
    setState({ kind: 'busy' });
    try {
      await unsubscribeFromInvitations(email, sig);
      setState({ kind: 'done' });
    } catch (err) {
      setState({ kind: 'error', message: err instanceof ApiError ? err.message : 'Something went wrong: nothing changed. Try again.' });
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>Stop e-mails from {brand}</Typography>
      {!email || !sig ? (
        <Alert severity="error">This link is not complete: open the one in the e-mail again.</Alert>
      ) : state.kind === 'done' ? (
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>Done: {email} gets no more e-mails from {brand} about complaints or invitations.</Alert>
      ) : (
        <>
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {brand} will send no more e-mails about complaints or invitations to <strong>{email}</strong>.
          </Typography>
          {state.kind === 'error' && <Alert severity="error" sx={{ mb: 2 }}>{state.message}</Alert>}
          <Button variant="contained" loading={state.kind === 'busy'} onClick={() => void stop()}>Stop e-mails to this address</Button>
        </>
      )}
    </Paper>
  );
}
