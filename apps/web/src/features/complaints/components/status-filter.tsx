// The status filter: "All" and one chip per status; the chosen one is pressed.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ComplaintStatus } from '@redress/contract';
import { STATUS_LOOKS, STATUS_ORDER } from '../lib/status.ts';

export function StatusFilter({ value, onChange, statuses = STATUS_ORDER }: { value: ComplaintStatus | undefined; onChange: (next: ComplaintStatus | undefined) => void; statuses?: ComplaintStatus[] }) {
  const chip = (key: string, label: string, selected: boolean, onClick: () => void) => (
    <Chip
      key={key} label={label} clickable onClick={onClick} aria-pressed={selected}
      color={selected ? 'secondary' : 'default'} variant={selected ? 'filled' : 'outlined'}
    />
  );
  return (
    <Box role="group" aria-label="Filter by status" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {chip('all', 'All', !value, () => onChange(undefined))}
      {statuses.map((s) => chip(s, STATUS_LOOKS[s].label, value === s, () => onChange(value === s ? undefined : s)))}
    </Box>
  );
}
