// Confirmation dialogs close by themselves after 7 s, with a timer bar showing the time left (spec section 8).
import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';

const ConfirmDialogView = lazy(() => import('./confirm-dialog-view.tsx'));

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
      {pending && <Suspense fallback={null}><ConfirmDialogView key={pending.title + String(pending.message)} {...pending} onClose={close} /></Suspense>}
    </ConfirmContext.Provider>
  );
}
