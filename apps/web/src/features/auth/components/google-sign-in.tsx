// "Sign in with Google" (Google Identity Services), shown only when the server has a Google client id. Google's
// ID token goes to POST /api/auth/social/signup, which verifies it and signs in (or signs up) the customer. A
// two-factor account gets the e-mailed code step of password sign-in; the token is sent again with the code.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import type { SessionResponse } from '@redress/contract';
import { ApiError } from '../../../lib/api-client.ts';
import { OtpInput } from '../../../components/otp-input.tsx';
import { useGoogleSignIn } from '../api/google-sign-in.ts';

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

export function GoogleSignIn({ clientId, onSignedIn }: { clientId: string; onSignedIn: (s: SessionResponse) => void }) {
  const box = useRef<HTMLDivElement>(null);
  const signIn = useGoogleSignIn();
  const [error, setError] = useState<string>();
  // A two-factor account: Google's token waits here while the person reads the e-mailed code.
  const [twoFactor, setTwoFactor] = useState<{ idToken: string; message: string }>();
  const [otp, setOtp] = useState('');
  const { mutateAsync } = signIn;

  const send = useCallback(async (idToken: string, code?: string) => {
    setError(undefined);
    try {
      const r = await mutateAsync({ idToken, otp: code });
      if ('twoFactorRequired' in r) {
        setTwoFactor({ idToken, message: r.message });
        setOtp('');
        return;
      }
      setTwoFactor(undefined);
      onSignedIn(r);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'Google sign-in failed');
    }
  }, [mutateAsync, onSignedIn]);

  // Google keeps the first callback it is given: it calls the latest `send` through this ref.
  const sendRef = useRef(send);
  useEffect(() => {
    sendRef.current = send;
  }, [send]);

  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => void sendRef.current(credential),
        });
        google.accounts.id.renderButton(box.current, { theme: 'outline', size: 'large', text: 'continue_with', width: 320 });
      })
      .catch((err: Error) => !cancelled && setError(err.message));
    return () => {
      cancelled = true;
    };
  }, [clientId]);

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (twoFactor) void send(twoFactor.idToken, otp);
  };

  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      {error && <Alert severity="error" sx={{ width: '100%' }}>{error}</Alert>}
      {twoFactor && (
        <Stack component="form" noValidate spacing={2} sx={{ width: '100%' }} onSubmit={confirm}>
          <Typography>{twoFactor.message}</Typography>
          <OtpInput value={otp} onChange={setOtp} label="Sign-in code" autoFocus />
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>Confirm code</Button>
        </Stack>
      )}
      <div ref={box} />
    </Box>
  );
}

/** The sign-in page's second way in: "or", then Google's button. */
export function GoogleSignInOption(props: { clientId: string; onSignedIn: (s: SessionResponse) => void }) {
  return (
    <>
      <Divider sx={{ my: 2 }}>or</Divider>
      <GoogleSignIn {...props} />
    </>
  );
}
