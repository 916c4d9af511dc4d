// Unit tests of screens a signed-out visitor sees: no session before each test (calls do not wait for one to be
// restored), and after each one the page, the stubbed globals, the spies and the session cleared.
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearSession } from '../lib/session.ts';

export function withSignedOutVisitor() {
  beforeEach(() => clearSession());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    clearSession();
  });
}

/** A JSON answer of the server, for a stubbed fetch. */
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
