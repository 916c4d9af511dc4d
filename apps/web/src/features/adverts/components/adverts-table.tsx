// Every advert with its schedule, whether it is live, impressions, clicks and click-through rate.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AdminAdvert } from '@redress/contract';
import { formatDayTime, formatInteger } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useAdminAdverts, useDeleteAdvert } from '../api/adverts.ts';
import { AdvertDialog } from './advert-dialog.tsx';

/** The advert's schedule in words: either end may be open. */
const schedule = (startsAt: string | null, endsAt: string | null) =>
  startsAt && endsAt ? `${formatDayTime(startsAt)} – ${formatDayTime(endsAt)}`
    : startsAt ? `From ${formatDayTime(startsAt)}`
      : endsAt ? `Until ${formatDayTime(endsAt)}`
        : 'Always';

export function AdvertsPanel() {
  const { data, isPending } = useAdminAdverts();
  const remove = useDeleteAdvert();
  const [editing, setEditing] = useState<AdminAdvert | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <div><Button variant="contained" onClick={() => setEditing('new')}>New advert</Button></div>
      {isPending && <Typography color="text.secondary">Loading…</Typography>}
      {data && data.data.length === 0 && <Typography color="text.secondary">No adverts yet: the side column shows nothing until one is live.</Typography>}
      {data && data.data.length > 0 && (
        <TableContainer>
          <Table size="small" aria-label="Adverts">
            <TableHead>
              <TableRow>
                <TableCell>Title</TableCell><TableCell>Placement</TableCell><TableCell>Schedule</TableCell><TableCell>Status</TableCell>
                <TableCell align="right">Impressions</TableCell><TableCell align="right">Clicks</TableCell><TableCell align="right">CTR</TableCell><TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {data.data.map((a) => (
                <TableRow key={a.id}>
                  <TableCell>{a.title}</TableCell>
                  <TableCell>{a.placement}</TableCell>
                  <TableCell>{schedule(a.startsAt, a.endsAt)}</TableCell>
                  <TableCell><Chip size="small" label={a.live ? 'Live' : a.active ? 'Scheduled or ended' : 'Paused'} color={a.live ? 'success' : 'default'} /></TableCell>
                  <TableCell align="right">{formatInteger(a.impressions)}</TableCell>
                  <TableCell align="right">{formatInteger(a.clicks)}</TableCell>
                  <TableCell align="right">{(a.ctr * 100).toFixed(1)}%</TableCell>
                  <TableCell>
                    <Button size="small" onClick={() => setEditing(a)} aria-label={`Edit ${a.title}`}>Edit</Button>
                    <Button size="small" color="error" aria-label={`Delete ${a.title}`}
                      onClick={() => remove.mutate(a.id, { onSuccess: () => toast.success(`${a.title} is deleted`) })}>Delete</Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && <AdvertDialog advert={editing === 'new' ? undefined : editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
