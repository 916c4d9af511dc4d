// Renders the toasts: top-right, 5 s each (lib/toast.ts decides the timing).
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { dismissToast, toastStore } from '../lib/toast.ts';
import { useStore } from '../lib/store.ts';

export function Toaster() {
  const toasts = useStore(toastStore);
  return (
    <Stack spacing={1} sx={{ position: 'fixed', top: 72, right: 16, zIndex: (t) => t.zIndex.snackbar, width: 'min(380px, calc(100vw - 32px))' }}>
      {toasts.map((t) => (
        <Alert key={t.id} severity={t.severity} variant="filled" onClose={() => dismissToast(t.id)} sx={{ boxShadow: 3 }}>
          {t.message}
        </Alert>
      ))}
    </Stack>
  );
}
