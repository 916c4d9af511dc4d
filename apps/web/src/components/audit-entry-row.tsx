// One audit entry as a table row (who, what, item, when) that opens to the fields that changed, before and after.
// Shared by the business audit trail (decision 114) and the admin audit log (decision 126).
// Icons no public page uses: sharing one would split it out of that page's chunk (a file more on its first load).
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { auditActionLabel, type AuditEntry } from '@redress/contract';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../config/paths.ts';
import { formatDayTime } from '../lib/format.ts';

/** "complaint.request-closure" -> "Asked to close a complaint": the contract's words for every action the server writes. */
export const actionText = (action: string) => auditActionLabel(action);

const show = (v: unknown) => (v === undefined ? '—' : v === null ? 'none' : typeof v === 'object' ? JSON.stringify(v) : String(v));

/** The fields whose values differ (or appear on one side only), in the order first seen. */
export function changedFields(e: Pick<AuditEntry, 'before' | 'after'>): { field: string; before: unknown; after: unknown }[] {
  const keys = [...new Set([...Object.keys(e.before ?? {}), ...Object.keys(e.after ?? {})])];
  return keys
    .map((field) => ({ field, before: e.before?.[field], after: e.after?.[field] }))
    .filter((c) => JSON.stringify(c.before) !== JSON.stringify(c.after));
}

/** The words for an item type; a type not listed is spelt out ("thing" -> "Thing"). */
const ITEM_WORDS: Record<string, string> = {
  complaint: 'Complaint', review: 'Review', rating: 'Rating', comment: 'Comment', company: 'Company', product: 'Product', service: 'Service',
  employee: 'Employee', plan: 'Plan', subscription: 'Subscription', invoice: 'Invoice', advert: 'Advert', category: 'Category', user: 'Account',
  widget: 'Widget', setting: 'Platform setting',
};
const itemWord = (type: string) => ITEM_WORDS[type] ?? type.charAt(0).toUpperCase() + type.slice(1).replace(/[._-]+/g, ' ');

/** Where the reader may open an item: public complaints and reviews for everyone; companies and accounts in the admin portal. */
function itemHref(entry: AuditEntry, portal: 'business' | 'admin'): string | undefined {
  const id = entry.entityId;
  if (!id) return undefined;
  if (entry.entityType === 'complaint') return paths.complaint(id);
  if (entry.entityType === 'review') return paths.review(id);
  if (portal === 'admin' && entry.entityType === 'company') return paths.admin.businessOne(id);
  if (portal === 'admin' && entry.entityType === 'user') return paths.admin.user(id);
  return undefined;
}

/** The item as a reader knows it: its type and title or name ("Review: Friendly and quick"), a link where it opens; no raw id. */
export function auditItemText(entry: Pick<AuditEntry, 'entityType' | 'target'>) {
  return entry.target ? `${itemWord(entry.entityType)}: ${entry.target}` : itemWord(entry.entityType);
}

function EntityLink({ entry, portal }: { entry: AuditEntry; portal: 'business' | 'admin' }) {
  const label = auditItemText(entry);
  const href = entry.target || entry.entityType === 'complaint' || entry.entityType === 'review' ? itemHref(entry, portal) : undefined;
  return href ? <Link component={RouterLink} to={href}>{label}</Link> : <>{label}</>;
}

export function AuditEntryRow({ entry, portal = 'business' }: { entry: AuditEntry; portal?: 'business' | 'admin' }) {
  const [open, setOpen] = useState(false);
  const changes = changedFields(entry);
  const detailsId = `audit-${entry.id}`;
  return (
    <>
      <TableRow sx={{ '& > td': { borderBottom: open ? 'unset' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton
            size="small" aria-expanded={open} aria-controls={detailsId} disabled={!changes.length}
            aria-label={`${open ? 'Hide' : 'Show'} the changes of ${actionText(entry.action)}, ${formatDayTime(entry.createdAt)}`}
            onClick={() => setOpen(!open)}
          >
            {open ? <UnfoldLess /> : <UnfoldMore />}
          </IconButton>
        </TableCell>
        <TableCell>
          {entry.actor.name}
          {entry.actor.apiKey && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
              with the API key “{entry.actor.apiKey}”{entry.actor.apiClientId && <> (<Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>{entry.actor.apiClientId}</Box>)</>}
            </Typography>
          )}
        </TableCell>
        <TableCell>{actionText(entry.action)}</TableCell>
        <TableCell><EntityLink entry={entry} portal={portal} /></TableCell>
        <TableCell><time dateTime={entry.createdAt}>{formatDayTime(entry.createdAt)}</time></TableCell>
      </TableRow>
      {open && (
        <TableRow id={detailsId}>
          <TableCell colSpan={5} sx={{ py: 1 }}>
            <Table size="small" aria-label={`Changes of ${actionText(entry.action)}`}>
              <TableHead><TableRow><TableCell>Field</TableCell><TableCell>Before</TableCell><TableCell>After</TableCell></TableRow></TableHead>
              <TableBody>
                {changes.map((c) => (
                  <TableRow key={c.field}>
                    <TableCell component="th" scope="row">{c.field}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(c.before)}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{show(c.after)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
