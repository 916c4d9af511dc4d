// Admin reports (decision 126): complaints, reviews or ratings by days, company, category and status; a preview page
// and a CSV download of the whole query that shows how many rows have arrived while it streams.
import Download from '@mui/icons-material/Download';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { COMPLAINT_STATUSES, REVIEW_STATUSES, type ComplaintReportRow, type RatingReportRow, type ReportKind, type ReviewReportRow } from '@redress/contract';
import { useState, type ReactNode } from 'react';
import { useCategories } from '../../../api/companies.ts';
import { EmptyState } from '../../../components/empty-state.tsx';
import { countText, LoadFailed, PageNav } from '../../../components/list-parts.tsx';
import { NativeSelectField } from '../../../components/native-select-field.tsx';
import { TextField } from '../../../components/text-field.tsx';
import { formatDayTime, formatInteger } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { downloadReport, useReport, type ReportParams } from '../api/reports.ts';

const KIND_LABEL: Record<ReportKind, string> = { complaint: 'Complaints', review: 'Reviews', rating: 'Ratings' };
const authorName = (a: { name: string } | null) => a?.name ?? 'Anonymous';

type Row = ComplaintReportRow | ReviewReportRow | RatingReportRow;
/** A column's cells: `nowrap` keeps a short value on one line; `words` breaks only between words (a category); others anywhere. */
interface Column { head: string; cell: (r: Row) => string | number; nowrap?: boolean; words?: boolean }
// A phone scrolls the table sideways rather than squeeze a title to a few letters a line.
const cellSx = (c: Column): SxProps<Theme> => (c.nowrap ? { whiteSpace: 'nowrap' } : { overflowWrap: c.words ? 'normal' : 'anywhere', minWidth: 120 });

function columnsOf(kind: ReportKind): Column[] {
  const when = { head: 'Created', cell: (r: Row) => formatDayTime(r.createdAt) };
  if (kind === 'rating') {
    return [when, { head: 'Company', cell: (r) => (r as RatingReportRow).companyName }, { head: 'Author', cell: (r) => authorName(r.author) },
      { head: 'Stars', cell: (r) => (r as RatingReportRow).overall }, { head: 'Comment', cell: (r) => (r as RatingReportRow).comment ?? '' }];
  }
  const t = (r: Row) => r as ComplaintReportRow | ReviewReportRow;
  return [when, { head: 'Title', cell: (r) => t(r).title }, { head: 'Status', cell: (r) => t(r).status, nowrap: true },
    { head: 'Company', cell: (r) => t(r).companyName ?? '' }, { head: 'Category', cell: (r) => t(r).categoryName ?? '', words: true }, { head: 'Author', cell: (r) => authorName(r.author) }];
}

/**
 * `renderCompanyFilter` draws the company filter (a company picker, composed by the route: features do not import each
 * other) and calls back with the chosen company's id.
 */
export function AdminReports({ renderCompanyFilter }: { renderCompanyFilter: (onChange: (companyId: string | undefined) => void) => ReactNode }) {
  const [p, setP] = useState<ReportParams>({ kind: 'complaint', page: 1 });
  const [download, setDownload] = useState<{ rows: number } | null>(null);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const categories = useCategories();
  const rangeOk = !p.from || !p.to || p.from <= p.to;
  const params: ReportParams = p;
  const report = useReport(params);
  const set = (patch: Partial<ReportParams>) => { setP({ ...p, ...patch, page: 1 }); setSaved(null); setDownloadError(null); };
  const statuses = p.kind === 'complaint' ? COMPLAINT_STATUSES : p.kind === 'review' ? REVIEW_STATUSES : [];
  const data = report.data;
  const columns = columnsOf(p.kind);

  async function onDownload() {
    setDownload({ rows: 0 });
    setDownloadError(null);
    setSaved(null);
    try {
      const file = await downloadReport(params, (rows) => setDownload({ rows }));
      saveFile(file.blob, file.filename);
      setSaved(file.filename);
    } catch (err) {
      setDownloadError((err as Error).message);
    } finally {
      setDownload(null);
    }
  }

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="form" aria-label="Report filters" onSubmit={(e) => e.preventDefault()} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(7, minmax(0, 1fr))' } }}>
        <NativeSelectField label="Report" value={p.kind} onChange={(e) => set({ kind: e.target.value as ReportKind, status: undefined })}>
          {(Object.keys(KIND_LABEL) as ReportKind[]).map((k) => <option key={k} value={k}>{KIND_LABEL[k]}</option>)}
        </NativeSelectField>
        <TextField label="From" type="date" value={p.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} />
        <TextField label="To" type="date" value={p.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} slotProps={{ inputLabel: { shrink: true } }} error={!rangeOk} helperText={rangeOk ? undefined : 'Must not be before From'} />
        <Box sx={{ gridColumn: { xl: 'span 2' }, minWidth: 0 }}>{renderCompanyFilter((companyId) => set({ companyId }))}</Box>
        <NativeSelectField label="Category" value={p.categoryId ?? ''} slotProps={{ inputLabel: { shrink: true } }} onChange={(e) => set({ categoryId: e.target.value || undefined })}>
          <option value="">Any category</option>
          {categories.data?.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </NativeSelectField>
        <NativeSelectField label="Status" value={p.status ?? ''} slotProps={{ inputLabel: { shrink: true } }} disabled={!statuses.length} onChange={(e) => set({ status: e.target.value || undefined })}>
          <option value="">Any status</option>
          {statuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </NativeSelectField>
      </Box>

      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" startIcon={<Download />} onClick={() => void onDownload()} disabled={!!download || !rangeOk || data?.meta.totalResults === 0}>
          Download CSV
        </Button>
        <Typography role="status" color="text.secondary">
          {download ? `Downloading… ${formatInteger(download.rows)} rows received` : saved ? `Saved ${saved}` : data ? countText(data.meta.totalResults, ['row', 'rows'], p.page, data.meta.numberOfPages) : ''}
        </Typography>
      </Box>
      {download && <LinearProgress aria-label="Downloading the CSV" />}
      {downloadError && <Alert severity="error">{downloadError}</Alert>}

      {report.isError ? <LoadFailed error={report.error} fallback="The report could not be loaded." onRetry={() => void report.refetch()} />
        : !data ? <Skeleton variant="rounded" height={240} />
          : data.data.length === 0 ? <EmptyState title={`No ${KIND_LABEL[p.kind].toLowerCase()} match`}>Try other days or filters.</EmptyState>
            : (
              <>
                <TableContainer component={Paper} variant="outlined" sx={{ opacity: report.isPlaceholderData ? 0.6 : 1 }}>
                  <Table size="small" aria-label={`${KIND_LABEL[p.kind]} report preview`}>
                    <TableHead><TableRow>{columns.map((c) => <TableCell key={c.head} sx={c.nowrap ? { whiteSpace: 'nowrap' } : undefined}>{c.head}</TableCell>)}</TableRow></TableHead>
                    <TableBody>
                      {(data.data as Row[]).map((r) => <TableRow key={r.id}>{columns.map((c) => <TableCell key={c.head} sx={cellSx(c)}>{c.cell(r)}</TableCell>)}</TableRow>)}
                    </TableBody>
                  </Table>
                </TableContainer>
                <PageNav page={p.page} count={data.meta.numberOfPages} onChange={(page) => setP({ ...p, page })} />
              </>
            )}
    </Box>
  );
}
