// App-wide providers: theme, query client, confirmation dialogs, and the global overlays (progress bar, toasts,
// the error dialog).
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ConfirmProvider } from '../components/confirm-dialog.tsx';
import { ErrorDialog } from '../components/error-dialog.tsx';
import { ProgressBar } from '../components/progress-bar.tsx';
import { Toaster } from '../components/toaster.tsx';
import { theme } from '../theme/theme.ts';

const globalStyles = {
  '.visually-hidden': { position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden', clip: 'rect(0,0,0,0)', whiteSpace: 'nowrap', border: 0 },
  img: { maxWidth: '100%', height: 'auto' },
  // The invisible reCAPTCHA's badge is hidden; CaptchaNotice says so beside the forms, as Google asks.
  '.grecaptcha-badge': { visibility: 'hidden' },
} as const;

export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <GlobalStyles styles={globalStyles} />
      <QueryClientProvider client={queryClient}>
        <ConfirmProvider>
          <ProgressBar />
          {children}
          <Toaster />
          <ErrorDialog />
        </ConfirmProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
