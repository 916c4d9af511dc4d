// Before gated actions a signed-in customer must have a verified e-mail (spec section 5); organizations, employees
// and admins are exempt. `useVerifiedGate()(action)` runs the action or shows the 'Unverified Email' dialog.
import { createContext, lazy, useCallback, useContext, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { SessionUser } from '@redress/contract';
import { paths } from '../config/paths.ts';
import { sessionStore } from '../lib/session.ts';
import { LazyOverlay } from './lazy-dialog.tsx';

const MessageDialog = lazy(() => import('./message-dialog.tsx'));

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
      <LazyOverlay open={open}>
        <MessageDialog
          open={open} onClose={() => setOpen(false)} title="Unverified Email" text="Please verify your email address to continue"
          actions={[
            { label: 'Not now', onClick: () => setOpen(false) },
            { label: 'Verify Account', primary: true, onClick: () => { setOpen(false); navigate(paths.editProfile); } },
          ]}
        />
      </LazyOverlay>
    </GateContext.Provider>
  );
}
