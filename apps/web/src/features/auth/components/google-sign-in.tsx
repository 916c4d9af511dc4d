// "Sign in with Google" (Google Identity Services), shown only when the server has a Google client id. Google's
// ID token goes to POST /api/auth/social/signup, which verifies it and signs in (or signs up) the customer.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEffect, useRef, useState } from 'react';
import type { SessionResponse } from '@redress/contract';
import { api, ApiError } from '../../../lib/api-client.ts';
import { setSession } from '../../../lib/session.ts';

interface GoogleId {
  accounts: { id: {
    initialize(o: { client_id: string; callback: (r: { credential: string }) => void; ux_mode?: 'popup' }): void;
    renderButton(el: HTMLElement, o: Record<string, unknown>): void;
  } };
}

let script: Promise<GoogleId> | undefined;
function loadGoogle(): Promise<GoogleId> {
  script ??= new Promise((resolve, reject) => {
    const el = document.createElement('script');
    el.src = 'https://accounts.google.com/gsi/client';
    el.async = true;
    el.onload = () => resolve((window as unknown as { google: GoogleId }).google);
    el.onerror = () => {
      script = undefined;
      reject(new Error('Google sign-in could not load'));
    };
    document.head.appendChild(el);
  });
  return script;
}

export async function signInWithGoogle(idToken: string) {
  const r = await api.post<SessionResponse & { created: boolean }>('/auth/social/signup', { accessToken: idToken, channel: 'web' }, { handleUnauthorized: false });
  setSession(r);
  return r;
}

export function GoogleSignIn({ clientId, onSignedIn }: { clientId: string; onSignedIn: (s: SessionResponse) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            signInWithGoogle(credential).then(onSignedIn, (err: unknown) => setError(err instanceof ApiError ? err.message : 'Google sign-in failed'));
          },
        });
        google.accounts.id.renderButton(box.current, { theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
      })
      .catch((err: Error) => !cancelled && setError(err.message));
    return () => {
      cancelled = true;
    };
  }, [clientId, onSignedIn]);
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      {error && <Alert severity="error" sx={{ width: '100%' }}>{error}</Alert>}
      <div ref={box} />
    </Box>
  );
}
