// The company's and the moderators' status menu on a complaint, loaded when first opened (decision 55): a reader
// never downloads the menu, its popover and the modal under it.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ComplaintStatus } from '@redress/contract';
import { STATUS_LOOKS } from '../lib/status.ts';

export function StatusMenu({ id, labelledBy, anchor, statuses, onClose, onChoose }: {
  id: string;
  labelledBy: string;
  anchor: HTMLElement | null;
  statuses: ComplaintStatus[];
  onClose: () => void;
  onChoose: (status: ComplaintStatus) => void;
}) {
  return (
    <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} slotProps={{ list: { 'aria-labelledby': labelledBy } }}>
      {statuses.map((s) => (
        <MenuItem key={s} onClick={() => onChoose(s)}>
          {STATUS_LOOKS[s].label}
        </MenuItem>
      ))}
    </Menu>
  );
}
