// The page a newsletter confirmation link opens (decision 185), built like the unsubscribe page (decision 180): the
// address (partly masked) and the exact text agreed to, one button that confirms. Opening the page changes nothing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client.ts';
import { useConfirmLink, useConfirmSubscription } from '../api/confirm.ts';

const reason = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong: nothing changed. Try again.');

export function ConfirmPanel({ query, brand }: { query: Record<string, string>; brand: string }) {
  const link = useConfirmLink(query);
  const confirm = useConfirmSubscription(query);
  const d = link.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>Confirm the {brand} newsletter</Typography>
      {link.isPending ? (
        <Skeleton variant="rounded" height={80} aria-label="Checking the link" />
      ) : link.isError || !d ? (
        <Alert severity="error">{reason(link.error)}. Nothing changed: subscribe again at the foot of any page for a new link.</Alert>
      ) : confirm.isSuccess || d.confirmed ? (
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
          Confirmed: {d.address} gets the newsletter every Monday morning. Every e-mail unsubscribes in one click.
        </Alert>
      ) : (
        <>
          <Typography sx={{ mb: 1, overflowWrap: 'anywhere' }}>
            Confirm to send the newsletter to <strong>{d.address}</strong>. You agree to this:
          </Typography>
          <Typography component="blockquote" sx={{ borderLeft: 3, borderColor: 'divider', pl: 2, mx: 0, mb: 2 }}>{d.text}</Typography>
          {confirm.isError && <Alert severity="error" sx={{ mb: 2 }}>{reason(confirm.error)}</Alert>}
          <Button variant="contained" loading={confirm.isPending} onClick={() => confirm.mutate()}>Confirm my subscription</Button>
        </>
      )}
    </Paper>
  );
}
