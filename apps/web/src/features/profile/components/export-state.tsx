// The newest export's state, shared by "Your data" (decision 181) and the company's data (decision 186): loading,
// ask, progress, the once-only download, and asking again.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { DataExportListResponse } from '@redress/contract';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/list-parts.tsx';
import { formatDay } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { exportView, type downloadExport } from '../api/data-exports.ts';

export interface ExportWords {
  /** "your data", "the company's data". */
  what: string;
  /** The first request's button. */
  askLabel: string;
  none: string;
}

export function ExportState({ query, request, download, words, canAsk = true, note }: {
  query: UseQueryResult<DataExportListResponse>;
  request: UseMutationResult<unknown, Error, void>;
  download: UseMutationResult<Awaited<ReturnType<typeof downloadExport>>, Error, string>;
  words: ExportWords;
  /** False when a new request would be refused (the plan's allowance is used); `note` says why. */
  canAsk?: boolean;
  note?: ReactNode;
}) {
  const view = exportView(query.data?.data[0]);
  const ask = (label = words.askLabel) => (
    <>
      {note}
      <Button variant="outlined" onClick={() => request.mutate()} disabled={request.isPending || !canAsk}>{label}</Button>
    </>
  );
  const error = request.error ?? download.error;
  const cap = words.what.charAt(0).toUpperCase() + words.what.slice(1);
  return (
    <>
      {error && <Alert severity="error" sx={{ mb: 2 }}>{error.message}</Alert>}
      {query.isPending && <CircularProgress size={24} aria-label="Loading the data exports" />}
      {query.isError && <LoadFailed error={query.error} fallback="We could not load the data exports." onRetry={() => void query.refetch()} />}
      {query.isSuccess && (
        <Box aria-live="polite">
          {view.kind === 'none' && <><Typography sx={{ mb: 2 }}>{words.none}</Typography>{ask()}</>}
          {view.kind === 'building' && (
            <>
              <Typography sx={{ mb: 1 }}>Preparing {words.what}: {view.progress}%</Typography>
              <LinearProgress variant="determinate" value={view.progress} aria-label={`Preparing ${words.what}`} />
            </>
          )}
          {view.kind === 'ready' && (
            <>
              <Typography sx={{ mb: 2 }}>{cap} is ready. You can download it once, until {formatDay(view.expiresAt)}.</Typography>
              <Button
                variant="contained"
                disabled={download.isPending}
                onClick={() => download.mutate(view.id, { onSuccess: (file) => saveFile(file.blob, file.filename) })}
              >
                {download.isPending ? 'Downloading…' : 'Download ZIP'}
              </Button>
            </>
          )}
          {view.kind === 'downloaded' && <><Typography sx={{ mb: 2 }}>You downloaded {words.what} on {formatDay(view.at)}; the file is deleted.</Typography>{ask('Ask for a new copy')}</>}
          {view.kind === 'expired' && <><Typography sx={{ mb: 2 }}>Your last copy expired and was deleted.</Typography>{ask('Ask for a new copy')}</>}
          {view.kind === 'failed' && <><Alert severity="warning" sx={{ mb: 2 }}>We could not make your last copy.</Alert>{ask('Try again')}</>}
        </Box>
      )}
    </>
  );
}
