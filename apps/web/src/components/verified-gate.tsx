// Before gated actions a signed-in customer must have a verified e-mail (spec section 5); organizations, employees
// and admins are exempt. `useVerifiedGate()(action)` runs the action or shows the 'Unverified Email' dialog.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { paths } from '../config/paths.ts';
import { sessionStore } from '../lib/session.ts';

export const needsVerification = (user: SessionUser | null) => !!user && user.profileType === 'user' && !user.emailVerified;

const GateContext = createContext<(action: () => void) => void>((action) => action());
export const useVerifiedGate = () => useContext(GateContext);

export function VerifiedGateProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const gate = useCallback((action: () => void) => {
    if (needsVerification(sessionStore.get().user)) setOpen(true);
    else action();
  }, []);
  return (
    <GateContext.Provider value={gate}>
      {children}
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="unverified-title" aria-describedby="unverified-text">
        <DialogTitle id="unverified-title">Unverified Email</DialogTitle>
        <DialogContent>
          <DialogContentText id="unverified-text">Please verify your email address to continue</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Not now</Button>
          <Button variant="contained" onClick={() => { setOpen(false); navigate(paths.editProfile); }}>Verify Account</Button>
        </DialogActions>
      </Dialog>
    </GateContext.Provider>
  );
}
