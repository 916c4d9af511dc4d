// Error reports (spec section 8): every error except 401 and 403 goes to the server's error log, which forwards
// to the error-reporting service when one is configured. Beacons survive page unloads and never block the UI.
const recent = new Map<string, number>();

export function reportError(error: unknown, context: { status?: number; source?: string } = {}) {
  if (context.status === 401 || context.status === 403) return;
  const err = error instanceof Error ? error : new Error(String(error));
  const key = `${err.name}:${err.message}`;
  const now = Date.now();
  // The same error at most once a minute per page, so a render loop cannot flood the log.
  if ((recent.get(key) ?? 0) > now - 60_000) return;
  recent.set(key, now);
  const body = JSON.stringify({
    message: err.message.slice(0, 1000),
    stack: err.stack?.slice(0, 4000),
    url: typeof location === 'undefined' ? '' : location.pathname,
    status: context.status,
    source: context.source ?? 'web',
  });
  try {
    if (typeof navigator !== 'undefined' && navigator.sendBeacon) {
      navigator.sendBeacon('/api/client-errors', new Blob([body], { type: 'application/json' }));
    }
  } catch {
    // Reporting must never break the page.
  }
}
