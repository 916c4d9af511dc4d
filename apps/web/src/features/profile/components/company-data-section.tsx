// "Company data" on the business account page (decision 186): the owner asks for an export of the company's
// complaints, reviews, ratings and answers (CSV and JSON), within the plan's exports a month, watches it being made
// and downloads the ZIP once. The e-mail saying it is ready links here (#company-data).
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { DATA_EXPORT_TTL_DAYS } from '@redress/contract/data-exports';
import { companyExportsPath, useCompanyExports, useDownloadExport, useRequestExport } from '../api/data-exports.ts';
import { ExportState } from './export-state.tsx';

export function CompanyDataSection({ companyId }: { companyId: string }) {
  const query = useCompanyExports(companyId);
  const request = useRequestExport(companyExportsPath(companyId));
  const download = useDownloadExport();
  const allowance = query.data?.allowance;
  const full = !!allowance && allowance.perMonth !== null && allowance.usedThisMonth >= allowance.perMonth;
  return (
    <Paper component="section" id="company-data" aria-labelledby="company-data-title" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="company-data-title" component="h2" variant="h3" sx={{ mb: 1 }}>Company data</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Your company&apos;s complaints, reviews, ratings and answers as CSV and JSON files in one ZIP, with a README of the columns. Authors appear as
        the public sees them; anonymous ones stay anonymous. We e-mail you when it is ready; you can download it once, within {DATA_EXPORT_TTL_DAYS} days.
      </Typography>
      {allowance && (
        <Typography sx={{ mb: 2 }}>
          {allowance.perMonth === null
            ? `The ${allowance.planName} plan has no limit on exports.`
            : `The ${allowance.planName} plan allows ${allowance.perMonth} ${allowance.perMonth === 1 ? 'export' : 'exports'} a month; ${allowance.usedThisMonth} used this month.`}
        </Typography>
      )}
      <ExportState
        query={query}
        request={request}
        download={download}
        canAsk={!full}
        note={full ? <Alert severity="info" sx={{ mb: 2 }}>This month&apos;s exports are used; choose another plan for more, or ask again next month.</Alert> : null}
        words={{ what: 'the company\'s data', askLabel: 'Export company data', none: 'You have not exported the company\'s data yet.' }}
      />
    </Paper>
  );
}
