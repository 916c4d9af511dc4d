// Confirmation dialogs close by themselves after 7 s, with a timer bar showing the time left (spec section 8).
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export const CONFIRM_TIMEOUT_MS = 7000;

export interface ConfirmOptions {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
}

type Confirm = (opts: ConfirmOptions) => Promise<boolean>;
const ConfirmContext = createContext<Confirm | null>(null);

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error('useConfirm needs <ConfirmProvider>');
  return confirm;
}

interface Pending extends ConfirmOptions { resolve: (ok: boolean) => void }

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback<Confirm>((opts) => new Promise((resolve) => setPending({ ...opts, resolve })), []);
  const close = useCallback((ok: boolean) => {
    setPending((p) => {
      p?.resolve(ok);
      return null;
    });
  }, []);
  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {pending && <ConfirmDialogView key={pending.title + String(pending.message)} {...pending} onClose={close} />}
    </ConfirmContext.Provider>
  );
}

function ConfirmDialogView({ title, message, confirmLabel = 'Confirm', cancelLabel = 'Cancel', destructive, onClose }: ConfirmOptions & { onClose: (ok: boolean) => void }) {
  const [left, setLeft] = useState(100);
  const started = useRef(Date.now());
  useEffect(() => {
    const timer = setInterval(() => {
      const elapsed = Date.now() - started.current;
      if (elapsed >= CONFIRM_TIMEOUT_MS) onClose(false);
      else setLeft(100 - (elapsed / CONFIRM_TIMEOUT_MS) * 100);
    }, 100);
    return () => clearInterval(timer);
  }, [onClose]);
  return (
    <Dialog open onClose={() => onClose(false)} aria-labelledby="confirm-title" maxWidth="xs" fullWidth>
      <LinearProgress variant="determinate" value={left} aria-label="Time left before this dialog closes" sx={{ height: 4 }} />
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      {message && (
        <DialogContent>
          <DialogContentText component="div">{message}</DialogContentText>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={() => onClose(false)}>{cancelLabel}</Button>
        <Button onClick={() => onClose(true)} variant="contained" color={destructive ? 'error' : 'primary'} autoFocus>{confirmLabel}</Button>
      </DialogActions>
    </Dialog>
  );
}
