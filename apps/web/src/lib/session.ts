// The session: access token in memory only, refresh token in an httpOnly cookie (decisions.md, client state).
// On start the session is restored with one refresh when the non-secret hint cookie says one may exist.
import type { SessionResponse, SessionUser } from '@redress/contract';
import { SESSION_HINT_COOKIE } from '@redress/contract/constants';
import { readCookie } from './cookies.ts';
import { createStore, useStore } from './store.ts';

export interface SessionState {
  status: 'loading' | 'anonymous' | 'authenticated';
  user: SessionUser | null;
  accessToken: string | null;
}

export const sessionStore = createStore<SessionState>({ status: 'loading', user: null, accessToken: null });
export const useSession = () => useStore(sessionStore);

export function setSession(response: SessionResponse) {
  sessionStore.set({ status: 'authenticated', user: response.user, accessToken: response.access_token });
}

export function clearSession() {
  sessionStore.set({ status: 'anonymous', user: null, accessToken: null });
}

export function updateSessionUser(patch: Partial<SessionUser>) {
  sessionStore.set((s) => (s.user ? { ...s, user: { ...s.user, ...patch } } : s));
}

let inflight: Promise<boolean> | null = null;

async function callRefresh(): Promise<boolean> {
  const res = await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin', headers: { 'x-client-id': 'redress-web' } });
  if (!res.ok) {
    clearSession();
    return false;
  }
  setSession((await res.json()) as SessionResponse);
  return true;
}

/**
 * One refresh at a time, across tabs too: a refresh token is single-use and a reused one ends the whole sign-in,
 * so tabs take turns (Web Locks) and each sends the cookie its predecessor rotated.
 */
export function refreshSession(): Promise<boolean> {
  inflight ??= (async () => {
    try {
      const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
      return locks ? await locks.request('redress-refresh', callRefresh) : await callRefresh();
    } catch {
      clearSession();
      return false;
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

/** Called once at start. */
export async function restoreSession() {
  if (typeof document !== 'undefined' && readCookie(SESSION_HINT_COOKIE) !== '1') {
    clearSession();
    return;
  }
  await refreshSession();
}

/** Waits until the session is known (not loading). */
export function whenSessionKnown(): Promise<SessionState> {
  const now = sessionStore.get();
  if (now.status !== 'loading') return Promise.resolve(now);
  return new Promise((resolve) => {
    const stop = sessionStore.subscribe(() => {
      const s = sessionStore.get();
      if (s.status !== 'loading') {
        stop();
        resolve(s);
      }
    });
  });
}
