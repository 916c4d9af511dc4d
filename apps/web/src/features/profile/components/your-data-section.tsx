// "Your data" on the profile page (decision 181): ask for a copy of everything the platform holds about you, watch it
// being made, and download the ZIP once within 7 days. The e-mail saying it is ready links here (#your-data).
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_TTL_DAYS } from '@redress/contract/data-exports';
import { useDataExports, useDownloadExport, useRequestExport } from '../api/data-exports.ts';
import { ExportState } from './export-state.tsx';

export function YourDataSection() {
  const exportsQuery = useDataExports();
  const request = useRequestExport();
  const download = useDownloadExport();

  return (
    <Paper component="section" id="your-data" aria-labelledby="your-data-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720, mt: 3 }}>
      <Typography id="your-data-title" component="h2" variant="h3" sx={{ mb: 1 }}>Your data</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        A copy of everything we hold about you (your account, complaints, reviews, ratings, comments, likes, chats, notifications, sign-ins and the
        files you uploaded) as one ZIP of JSON files with a README. We e-mail you when it is ready; you can download it once, within {DATA_EXPORT_TTL_DAYS} days.
      </Typography>
      <ExportState
        query={exportsQuery}
        request={request}
        download={download}
        words={{ what: 'your data', askLabel: 'Download my data', none: 'You have not asked for a copy of your data yet.' }}
      />
    </Paper>
  );
}
