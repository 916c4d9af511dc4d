// "Sign in with Google" (Google Identity Services), shown only when the server has a Google client id. Google's
// ID token goes to POST /api/auth/social/signup, which verifies it and signs in (or signs up) the customer. A
// two-factor account gets the e-mailed code step of password sign-in; the token is sent again with the code. A
// deactivated account is offered to reactivate, as on the password form. GoogleConfirm is the same button for a
// signed-in Google account proving it is its owner (decision 62).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import type { SessionResponse } from '@redress/contract';
import { ACCOUNT_DEACTIVATED } from '@redress/contract/constants';
import { ApiError } from '../../../lib/api-client.ts';
import { OtpInput } from '../../../components/otp-input.tsx';
import { confirmWithGoogle, useGoogleSignIn } from '../api/google-sign-in.ts';

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

/**
 * Google's button in the returned ref's element; `onCredential` gets each ID token Google hands back. Google keeps
 * the first callback it is given, so the latest `onCredential` is called through a ref.
 */
function useGoogleButton(clientId: string, onCredential: (idToken: string) => void, text: 'continue_with' | 'signin_with') {
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string>();
  const latest = useRef(onCredential);
  useEffect(() => {
    latest.current = onCredential;
  }, [onCredential]);
  useEffect(() => {
    let cancelled = false;
    loadGoogle()
      .then((google) => {
        if (cancelled || !box.current) return;
        google.accounts.id.initialize({ client_id: clientId, ux_mode: 'popup', callback: ({ credential }) => latest.current(credential) });
        google.accounts.id.renderButton(box.current, { theme: 'outline', size: 'large', text, width: 320 });
      })
      .catch((err: Error) => !cancelled && setError(err.message));
    return () => {
      cancelled = true;
    };
  }, [clientId, text]);
  return { box, loadError: error };
}

/**
 * Where Google draws its button: the height of its large button (and of the login page's placeholder, GoogleSpace)
 * held from the start, so that nothing below moves when the script arrives (the form's links jumped 44 px up, then
 * back down: a click aimed at "Create an account" meanwhile landed on nothing).
 */
function GoogleButtonBox({ ref }: { ref: Ref<HTMLDivElement> }) {
  return <Box ref={ref} sx={{ minHeight: 44 }} />;
}

const isDeactivated = (err: unknown) => err instanceof ApiError && Array.isArray(err.details)
  && (err.details as { field?: string; message?: string }[]).some((d) => d.field === 'account' && d.message === ACCOUNT_DEACTIVATED);

export function GoogleSignIn({ clientId, onSignedIn }: { clientId: string; onSignedIn: (s: SessionResponse) => void }) {
  const signIn = useGoogleSignIn();
  const [error, setError] = useState<string>();
  // A two-factor account: Google's token waits here while the person reads the e-mailed code.
  const [twoFactor, setTwoFactor] = useState<{ idToken: string; message: string }>();
  const [otp, setOtp] = useState('');
  // A deactivated account: its token waits for the wish to reactivate, which the code step then repeats.
  const [deactivated, setDeactivated] = useState<string>();
  const [reactivating, setReactivating] = useState(false);
  const { mutateAsync } = signIn;

  const send = useCallback(async (idToken: string, code?: string, reactivate = false) => {
    setError(undefined);
    try {
      const r = await mutateAsync({ idToken, otp: code, reactivate });
      setDeactivated(undefined);
      if ('twoFactorRequired' in r) {
        setTwoFactor({ idToken, message: r.message });
        setOtp('');
        return;
      }
      setTwoFactor(undefined);
      onSignedIn(r);
    } catch (err) {
      setDeactivated(isDeactivated(err) ? idToken : undefined);
      setError(err instanceof ApiError ? err.message : 'Google sign-in failed');
    }
  }, [mutateAsync, onSignedIn]);

  const onCredential = useCallback((idToken: string) => {
    setReactivating(false);
    void send(idToken);
  }, [send]);
  const { box, loadError } = useGoogleButton(clientId, onCredential, 'continue_with');

  const reactivate = () => {
    if (!deactivated) return;
    setReactivating(true);
    void send(deactivated, undefined, true);
  };

  const confirm = (e: FormEvent) => {
    e.preventDefault();
    if (twoFactor) void send(twoFactor.idToken, otp, reactivating);
  };

  const shown = error ?? loadError;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'center' }}>
      {shown && <Alert severity="error" sx={{ width: '100%' }}>{shown}</Alert>}
      {deactivated && (
        <Button variant="outlined" onClick={reactivate} loading={signIn.isPending} sx={{ width: '100%' }}>Reactivate my account and sign in</Button>
      )}
      {twoFactor && (
        <Stack component="form" noValidate spacing={2} sx={{ width: '100%' }} onSubmit={confirm}>
          <Typography>{twoFactor.message}</Typography>
          <OtpInput value={otp} onChange={setOtp} label="Sign-in code" autoFocus />
          <Button type="submit" variant="contained" size="large" loading={signIn.isPending}>Confirm code</Button>
        </Stack>
      )}
      <GoogleButtonBox ref={box} />
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

/**
 * "Confirm it is you" for a signed-in account made with Google (it has no password): Google's button, then
 * POST /auth/social/confirm; `onConfirmed` runs once the server has taken the confirmation.
 */
export function GoogleConfirm({ clientId, onConfirmed }: { clientId: string; onConfirmed: () => void }) {
  const [error, setError] = useState<string>();
  const onCredential = useCallback((idToken: string) => {
    setError(undefined);
    confirmWithGoogle(idToken)
      .then(onConfirmed)
      .catch((err: unknown) => setError(err instanceof ApiError ? err.message : 'Google could not confirm it is you'));
  }, [onConfirmed]);
  const { box, loadError } = useGoogleButton(clientId, onCredential, 'signin_with');
  const shown = error ?? loadError;
  return (
    <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
      {shown && <Alert severity="error" sx={{ width: '100%' }}>{shown}</Alert>}
      <GoogleButtonBox ref={box} />
    </Box>
  );
}
