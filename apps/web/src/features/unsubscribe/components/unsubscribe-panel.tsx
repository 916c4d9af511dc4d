// The page a mail's unsubscribe link opens (decision 180): what it would stop and for which address (partly masked),
// one button that does it, then what was done and how to undo it. Opening the page changes nothing.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { UnsubscribeList } from '@redress/contract';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { useResubscribe, useUnsubscribe, useUnsubscribeLink } from '../api/unsubscribe.ts';

const reason = (err: unknown) => (err instanceof ApiError ? err.message : 'Something went wrong: nothing changed. Try again.');

export function UnsubscribePanel({ list, query, brand }: { list: UnsubscribeList; query: Record<string, string>; brand: string }) {
  const link = useUnsubscribeLink(list, query);
  const stop = useUnsubscribe(list, query);
  const again = useResubscribe(list, query);
  const d = link.data;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' }, mb: 2 }}>Stop e-mails from {brand}</Typography>
      {link.isPending ? (
        <Skeleton variant="rounded" height={80} aria-label="Checking the link" />
      ) : link.isError || !d ? (
        <Alert severity="error">
          {reason(link.error)}. Nothing changed: open the link in the e-mail again, or change what you get in your settings.
        </Alert>
      ) : stop.isSuccess ? (
        <>
          <Alert severity="success" sx={{ mb: 2, overflowWrap: 'anywhere' }}>Done: {d.address} will not get {d.stops} any more.</Alert>
          <Typography>{d.done}</Typography>
          {list === 'notifications' && (
            <Link component={RouterLink} to={paths.editProfile} sx={{ display: 'inline-block', mt: 1 }}>Turn them on again in your settings</Link>
          )}
          {d.resubscribe ? (
            again.isSuccess ? (
              <Alert severity="success" role="status" sx={{ mt: 2, overflowWrap: 'anywhere' }}>Subscribed again: {d.address} gets {d.stops} again.</Alert>
            ) : (
              <Box component="section" aria-labelledby="resubscribe-title" sx={{ mt: 3, pt: 2, borderTop: 1, borderColor: 'divider' }}>
                <Typography id="resubscribe-title" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>Unsubscribed by mistake?</Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>By subscribing again you agree to this: “{d.resubscribe.text}”</Typography>
                {again.isError && <Alert severity="error" sx={{ mb: 2 }}>{reason(again.error)}</Alert>}
                <Button variant="outlined" loading={again.isPending} onClick={() => again.mutate()}>Subscribe again</Button>
              </Box>
            )
          ) : (list === 'newsletter' || list === 'digest') && (
            <Typography sx={{ mt: 1 }}>To get it again, subscribe to the newsletter at the foot of any page.</Typography>
          )}
        </>
      ) : (
        <>
          <Typography sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            This stops {d.stops}, sent to <strong>{d.address}</strong>.
          </Typography>
          {stop.isError && <Alert severity="error" sx={{ mb: 2 }}>{reason(stop.error)}</Alert>}
          <Button variant="contained" loading={stop.isPending} onClick={() => stop.mutate()}>Unsubscribe</Button>
        </>
      )}
    </Paper>
  );
}
