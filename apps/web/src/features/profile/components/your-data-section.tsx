// "Your data" on the profile page (decision 181): ask for a copy of everything the platform holds about you, watch it
// being made, and download the ZIP once within 7 days. The e-mail saying it is ready links here (#your-data).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_TTL_DAYS } from '@redress/contract/data-exports';
import { LoadFailed } from '../../../components/list-parts.tsx';
import { formatDay } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportView, useDataExports, useDownloadExport, useRequestExport } from '../api/data-exports.ts';

export function YourDataSection() {
  const exportsQuery = useDataExports();
  const request = useRequestExport();
  const download = useDownloadExport();
  const view = exportView(exportsQuery.data?.data[0]);
  const ask = (label = 'Download my data') => (
    <Button variant="outlined" onClick={() => request.mutate()} disabled={request.isPending}>{label}</Button>
  );
  const error = request.error ?? download.error;

  return (
    <Paper component="section" id="your-data" aria-labelledby="your-data-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}>
      <Typography id="your-data-title" component="h2" variant="h3" sx={{ mb: 1 }}>Your data</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A copy of everything we hold about you (your account, complaints, reviews, ratings, comments, likes, chats, notifications, sign-ins and the
        files you uploaded) as one ZIP of JSON files with a README. We e-mail you when it is ready; you can download it once, within {DATA_EXPORT_TTL_DAYS} days.
      </Typography>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error.message}</Alert>}
      {exportsQuery.isPending && <CircularProgress size={24} aria-label="Loading your data exports" />}
      {exportsQuery.isError && <LoadFailed error={exportsQuery.error} fallback="We could not load your data exports." onRetry={() => void exportsQuery.refetch()} />}
      {exportsQuery.isSuccess && (
        <Box aria-live="polite">
          {view.kind === 'none' && <><Typography sx={{ mb: 2 }}>You have not asked for a copy of your data yet.</Typography>{ask()}</>}
          {view.kind === 'building' && (
            <>
              <Typography sx={{ mb: 1 }}>Preparing your data: {view.progress}%</Typography>
              <LinearProgress variant="determinate" value={view.progress} aria-label="Preparing your data" />
            </>
          )}
          {view.kind === 'ready' && (
            <>
              <Typography sx={{ mb: 2 }}>Your data is ready. You can download it once, until {formatDay(view.expiresAt)}.</Typography>
              <Button
                variant="contained"
                disabled={download.isPending}
                onClick={() => download.mutate(view.id, { onSuccess: (file) => saveFile(file.blob, file.filename) })}
              >
                {download.isPending ? 'Downloading…' : 'Download ZIP'}
              </Button>
            </>
          )}
          {view.kind === 'downloaded' && <><Typography sx={{ mb: 2 }}>You downloaded your data on {formatDay(view.at)}; the file is deleted.</Typography>{ask('Ask for a new copy')}</>}
          {view.kind === 'expired' && <><Typography sx={{ mb: 2 }}>Your last copy expired and was deleted.</Typography>{ask('Ask for a new copy')}</>}
          {view.kind === 'failed' && <><Alert severity="warning" sx={{ mb: 2 }}>We could not make your last copy.</Alert>{ask('Try again')}</>}
        </Box>
      )}
    </Paper>
  );
}
