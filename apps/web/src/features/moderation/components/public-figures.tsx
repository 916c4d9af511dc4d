// The public moderation figures as tables (issue 39): a company's log by month, and the platform's transparency report.
// Counts only, as the server sends them; a section another part of Redress fills shows only when its figures exist.
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  DECISION_ACTION_LABELS, MODERATION_REASON_LABELS, type CompanyModerationLog, type ModerationLogRow, type TransparencyReport,
} from '@redress/contract';
import { formatInteger, formatMonth } from '../../../lib/format.ts';
import { KIND_NOUN } from './labels.ts';

const actionLabel = (a: string) => DECISION_ACTION_LABELS[a] ?? a.replace(/[-_]/g, ' ');
const reasonLabel = (r: ModerationLogRow['reason']) => (r ? MODERATION_REASON_LABELS[r] : 'No reason code');
const monthLabel = formatMonth;

export function CompanyModerationLogTable({ log }: { log: CompanyModerationLog }) {
  if (!log.rows.length) return <Typography color="text.secondary">No moderator has decided on anything posted about {log.company.name} in the last 24 months.</Typography>;
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label={`Moderation decisions about ${log.company.name} by month, scrolls sideways on a narrow screen`}>
      <Table size="small" aria-label={`Moderation decisions about ${log.company.name} by month`}>
        <TableHead>
          <TableRow><TableCell>Month</TableCell><TableCell>What</TableCell><TableCell>Decision</TableCell><TableCell>Reason</TableCell><TableCell align="right">Count</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {log.rows.map((r) => (
            <TableRow key={`${r.month}-${r.kind}-${r.action}-${r.reason ?? ''}`}>
              <TableCell>{monthLabel(r.month)}</TableCell>
              <TableCell>{KIND_NOUN[r.kind][1]}</TableCell>
              <TableCell>{actionLabel(r.action)}</TableCell>
              <TableCell>{reasonLabel(r.reason)}</TableCell>
              <TableCell align="right">{formatInteger(r.count)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function sum<T>(rows: T[], of: (r: T) => number) {
  return rows.reduce((a, r) => a + of(r), 0);
}
const plural = (n: number, one: string, many = `${one}s`) => `${formatInteger(n)} ${n === 1 ? one : many}`;

/** What a section counts, in a line under its heading. */
const Counts = ({ children }: { children: string }) => <Typography color="text.secondary" sx={{ mb: 1 }}>{children}</Typography>;

const hours = (h: number | null) => (h === null ? '–' : h < 48 ? `${h.toFixed(1)} hours` : `${(h / 24).toFixed(1)} days`);

export function TransparencyTables({ report }: { report: TransparencyReport }) {
  const opened = sum(report.disputes, (d) => d.opened);
  const upheld = sum(report.disputes, (d) => d.upheld);
  const rejected = sum(report.disputes, (d) => d.rejected);
  const bursts = sum(report.bursts, (b) => b.detected);
  return (
    <>
      <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>Posted, decided and appealed, by month</Typography>
      <Counts>
        Each month: the reviews posted and complaints filed, the decisions moderators made (hide, flag or delete), the appeals authors filed and
        how they ended, and the median time from an item's posting to a moderator's decision on it.
      </Counts>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Posted, decided and appealed, by month, scrolls sideways on a narrow screen">
        <Table size="small" aria-label="Posted, decided and appealed, by month">
          <TableHead>
            <TableRow>
              <TableCell>Month</TableCell><TableCell align="right">Reviews posted</TableCell><TableCell align="right">Complaints filed</TableCell>
              <TableCell align="right">Moderator decisions</TableCell><TableCell align="right">Appeals</TableCell><TableCell align="right">Restored on appeal</TableCell>
              <TableCell align="right">Upheld on appeal</TableCell><TableCell align="right">Median time to decide</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {report.months.map((m) => (
              <TableRow key={m.month}>
                <TableCell>{monthLabel(m.month)}</TableCell>
                <TableCell align="right">{formatInteger(m.reviewsPosted)}</TableCell>
                <TableCell align="right">{formatInteger(m.complaintsFiled)}</TableCell>
                <TableCell align="right">{formatInteger(m.decisions.reduce((a, d) => a + d.count, 0))}</TableCell>
                <TableCell align="right">{formatInteger(m.appealsFiled)}</TableCell>
                <TableCell align="right">{formatInteger(m.appealsRestored)}</TableCell>
                <TableCell align="right">{formatInteger(m.appealsUpheld)}</TableCell>
                <TableCell align="right">{hours(m.medianHoursToDecide)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>Moderator decisions by reason</Typography>
      <Counts>Each decision once, by what it was about (a review, complaint or rating), the decision and the reason the moderator gave.</Counts>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Moderator decisions by reason, scrolls sideways on a narrow screen">
        <Table size="small" aria-label="Moderator decisions by reason">
          <TableHead>
            <TableRow><TableCell>Month</TableCell><TableCell>What</TableCell><TableCell>Decision</TableCell><TableCell>Reason</TableCell><TableCell align="right">Count</TableCell></TableRow>
          </TableHead>
          <TableBody>
            {report.months.flatMap((m) => m.decisions.map((d) => (
              <TableRow key={`${m.month}-${d.kind}-${d.action}-${d.reason ?? ''}`}>
                <TableCell>{monthLabel(m.month)}</TableCell><TableCell>{KIND_NOUN[d.kind][1]}</TableCell><TableCell>{actionLabel(d.action)}</TableCell>
                <TableCell>{reasonLabel(d.reason)}</TableCell><TableCell align="right">{formatInteger(d.count)}</TableCell>
              </TableRow>
            )))}
            {report.months.every((m) => !m.decisions.length) && <TableRow><TableCell colSpan={5}>No moderator decisions in these months.</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>Disputes by companies</Typography>
      <Counts>
        {`A company may dispute a review or complaint about it: the item stays published, marked "Under dispute", until a moderator decides. `
          + 'Disputes are counted in the month they were opened; upheld ones (the item was hidden) and rejected ones (it stayed) in the month they were decided. '
          + `In these months: ${plural(opened, 'dispute')} opened, ${formatInteger(upheld)} upheld, ${formatInteger(rejected)} rejected.`}
      </Counts>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Disputes by companies, scrolls sideways on a narrow screen">
        <Table size="small" aria-label="Disputes by companies">
          <TableHead><TableRow><TableCell>Month</TableCell><TableCell align="right">Opened</TableCell><TableCell align="right">Upheld</TableCell><TableCell align="right">Rejected</TableCell></TableRow></TableHead>
          <TableBody>
            {report.disputes.map((d) => (
              <TableRow key={d.month}><TableCell>{monthLabel(d.month)}</TableCell><TableCell align="right">{formatInteger(d.opened)}</TableCell>
                <TableCell align="right">{formatInteger(d.upheld)}</TableCell><TableCell align="right">{formatInteger(d.rejected)}</TableCell></TableRow>
            ))}
            {!report.disputes.length && <TableRow><TableCell colSpan={4}>No disputes in these months.</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
      <Typography component="h2" variant="h3" sx={{ mt: 3, mb: 1 }}>Review bursts detected</Typography>
      <Counts>
        {'Bursts of unusual activity: far more reviews and ratings of one company within a day than usual, or many from one network or from brand-new accounts. '
          + 'Their reviews and ratings are held out of the company\'s score until a moderator checks them. '
          + `Counted in the month each burst was detected; in these months: ${plural(bursts, 'burst')}.`}
      </Counts>
      <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Review bursts detected, scrolls sideways on a narrow screen">
        <Table size="small" aria-label="Review bursts detected">
          <TableHead><TableRow><TableCell>Month</TableCell><TableCell align="right">Detected</TableCell></TableRow></TableHead>
          <TableBody>
            {report.bursts.map((b) => <TableRow key={b.month}><TableCell>{monthLabel(b.month)}</TableCell><TableCell align="right">{formatInteger(b.detected)}</TableCell></TableRow>)}
            {!report.bursts.length && <TableRow><TableCell colSpan={2}>No bursts in these months.</TableCell></TableRow>}
          </TableBody>
        </Table>
      </TableContainer>
    </>
  );
}
