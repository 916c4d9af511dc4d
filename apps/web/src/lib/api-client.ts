// The API client and the spec's rules (section 8): bearer token from the session, one refresh on a 401 and then
// back to `/` (or /admin/login for admin pages) with redirectTo, the message from `data` or `message`, and error
// reports for everything but 401 and 403.
import { CAPTCHA_FIELD, CAPTCHA_HEADER } from '@redress/contract/constants';
import { env } from '../config/env.ts';
import { navigateTo } from './navigation.ts';
import { reportError } from './report-error.ts';
import { clearSession, refreshSession, sessionStore, whenSessionKnown } from './session.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    readonly details?: unknown,
    /** The answer's request id (its x-request-id), when the server sent one. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
  /** Field errors of a 400 from validation: `{ field: message }`. */
  get fieldErrors(): Record<string, string> {
    if (!Array.isArray(this.details)) return {};
    const out: Record<string, string> = {};
    for (const d of this.details as { field?: unknown; message?: unknown }[]) {
      if (typeof d.field === 'string' && typeof d.message === 'string') out[d.field] = d.message;
    }
    return out;
  }
}

/** The spec: an error response's `data` body is the message when present, else its `message`. */
export function errorMessageOf(body: unknown, fallback: string): string {
  if (body && typeof body === 'object') {
    const b = body as { data?: unknown; message?: unknown };
    if (typeof b.data === 'string' && b.data.trim()) return b.data;
    if (typeof b.message === 'string' && b.message.trim()) return b.message;
  }
  if (typeof body === 'string' && body.trim() && body.length < 300) return body;
  return fallback;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** Set false for calls where a 401 is an answer, not an expired session (sign-in forms). */
  handleUnauthorized?: boolean;
  /** Solve a captcha before the first try (calls that always need one); others solve one when the server asks. */
  captcha?: boolean;
}

/** The server's 400 that asks for a captcha names the `captcha` field. */
const asksForCaptcha = (status: number, details: unknown) =>
  status === 400 && Array.isArray(details) && details.some((d: { field?: unknown }) => d?.field === CAPTCHA_FIELD);

async function withCaptcha(opts: RequestOptions): Promise<RequestOptions> {
  let token: string;
  try {
    // Loaded on demand: the solver and its schema stay out of every page's first load.
    const { solveCaptcha } = await import('./captcha.ts');
    token = await solveCaptcha();
  } catch (err) {
    throw new ApiError(0, (err as Error).message || 'The captcha could not be completed. Please try again.', 'CAPTCHA_ERROR');
  }
  return { ...opts, captcha: false, headers: { ...opts.headers, [CAPTCHA_HEADER]: token } };
}

export function buildUrl(path: string, query?: RequestOptions['query']) {
  const url = `${env.apiBase}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else params.set(k, String(v));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

function sendToSignIn() {
  clearSession();
  const here = location.pathname + location.search;
  const isAdmin = location.pathname.startsWith('/admin');
  const target = isAdmin ? '/admin/login' : '/';
  if (location.pathname === target) return;
  // The home page's Sign in link passes redirectTo on, so signing in again comes back here.
  navigateTo(`${target}?redirectTo=${encodeURIComponent(here)}`, { replace: true });
}

/** How requests reach the API: the browser's fetch, or the server's own handler when it renders a page (entry-server). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** One request with the session's token, answered raw (a streamed download reads the body itself). */
export async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { 'x-client-id': 'redress-web', ...opts.headers };
  // A call made while the session is being restored waits for it. Sent signed out, a page's first read would get the
  // public answer (no votes, no rights) and keep it under the same query key once the session is back.
  const { accessToken: token } = await whenSessionKnown();
  if (token) headers.authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  return transport(buildUrl(path, opts.query), { method: opts.method ?? 'GET', headers, body, signal: opts.signal, credentials: 'same-origin' });
}

let onMaintenance: () => void = () => undefined;
/** What the app does when a call answers 503 (maintenance mode, decision 127): it reads the public settings again. */
export function setMaintenanceHandler(handler: () => void) {
  onMaintenance = handler;
}

export async function apiRequest<T>(path: string, opts: RequestOptions = {}, captchaTried = false): Promise<T> {
  if (opts.captcha && !captchaTried) return apiRequest<T>(path, await withCaptcha(opts), true);
  let res: Response;
  try {
    res = await send(path, opts);
    if (res.status === 401 && opts.handleUnauthorized !== false && sessionStore.get().accessToken) {
      res = (await refreshSession()) ? await send(path, opts) : res;
    }
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach the server. Check your connection and try again.', 'NETWORK_ERROR');
  }
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text.
  }
  if (res.ok) return parsed as T;

  const b = (parsed && typeof parsed === 'object' ? parsed : {}) as { error?: string; details?: unknown; requestId?: unknown };
  // Asked for a captcha: solve one and try once more (a second demand means the solution was refused).
  if (!captchaTried && asksForCaptcha(res.status, b.details)) return apiRequest<T>(path, await withCaptcha(opts), true);
  const requestId = typeof b.requestId === 'string' ? b.requestId : res.headers.get('x-request-id') ?? undefined;
  const error = new ApiError(res.status, errorMessageOf(parsed, `Request failed (${res.status})`), b.error ?? String(res.status), b.details, requestId);
  if (res.status === 401 && opts.handleUnauthorized !== false) sendToSignIn();
  if (res.status === 503) onMaintenance();
  reportError(error, { status: res.status, source: `api ${opts.method ?? 'GET'} ${path}` });
  throw error;
}

export const api = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'PATCH', body }),
  delete: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...opts, method: 'DELETE', body }),
};
