// An account at a glance: its role, status and whether its e-mail is verified.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { AdminUser } from '@redress/contract';
import { ROLE_LABEL, STATUS_LOOKS } from '../lib/labels.ts';

export function AccountChips({ user }: { user: Pick<AdminUser, 'profileType' | 'status' | 'emailVerified'> }) {
  const status = STATUS_LOOKS[user.status];
  return (
    <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
      <Chip size="small" variant="outlined" label={ROLE_LABEL[user.profileType]} />
      <Chip size="small" color={status.color} label={status.label} />
      <Chip size="small" variant="outlined" color={user.emailVerified ? 'success' : 'warning'} label={user.emailVerified ? 'E-mail verified' : 'E-mail not verified'} />
    </Box>
  );
}
