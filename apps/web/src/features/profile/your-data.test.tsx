// "Your data" on the profile page (decision 181): the states of the newest export, the progress while it is made
// (the list is read again until it is ready), the once-only download and the refusals said in words.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataExport } from '@redress/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, sessionStore } from '../../lib/session.ts';
import { exportView } from './api/data-exports.ts';
import { YourDataSection } from './components/your-data-section.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const meta = { hasNextPage: false, nextPage: null, numberOfPages: 1, prevPage: null, status: 'success', totalResults: 1 };
const exp = (patch: Partial<DataExport>): DataExport => ({
  id: 'e1', status: 'queued', progress: 0, sizeBytes: null, createdAt: '2026-11-29T08:00:00.000Z', readyAt: null, expiresAt: null, downloadedAt: null, downloadUrl: null, ...patch,
});
const ready = exp({ status: 'ready', progress: 100, sizeBytes: 2048, readyAt: '2026-11-29T08:01:00.000Z', expiresAt: '2026-12-06T08:01:00.000Z', downloadUrl: '/api/me/exports/e1/download' });

afterEach(() => {
  cleanup();
  clearSession();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  sessionStore.set({ status: 'authenticated', accessToken: 't', user: { id: 'u1' } as never });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}><YourDataSection /></QueryClientProvider>);
}

describe('exportView', () => {
  it('says what the newest export is', () => {
    expect(exportView(undefined)).toEqual({ kind: 'none' });
    expect(exportView(exp({ status: 'building', progress: 40 }))).toEqual({ kind: 'building', progress: 40 });
    expect(exportView(ready)).toEqual({ kind: 'ready', id: 'e1', expiresAt: ready.expiresAt });
    expect(exportView(exp({ status: 'expired', downloadedAt: '2026-11-30T10:00:00.000Z' }))).toEqual({ kind: 'downloaded', at: '2026-11-30T10:00:00.000Z' });
    expect(exportView(exp({ status: 'expired' }))).toEqual({ kind: 'expired' });
    expect(exportView(exp({ status: 'failed' }))).toEqual({ kind: 'failed' });
  });
});

describe('the Your data section', () => {
  it('asks for an export, shows its progress while it is made, then the download with its expiry', async () => {
    let lists = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'POST') return json(exp({}), 202);
      if (url.includes('/download')) return new Response(new Blob(['PK']), { headers: { 'content-disposition': 'attachment; filename="redress-my-data-2026-11-29.zip"' } });
      lists++;
      const data = lists === 1 ? [] : lists === 2 ? [exp({ status: 'building', progress: 40 })] : [ready];
      return json({ data, meta: { ...meta, totalResults: data.length } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const createObjectURL = vi.fn(() => 'blob:zip');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    // The save dialog: the test's document must not follow the link.
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderSection();
    expect(await screen.findByText('You have not asked for a copy of your data yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download my data' }));
    const bar = await screen.findByRole('progressbar', { name: 'Preparing your data' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    // Polled again, it is ready.
    const button = await screen.findByRole('button', { name: 'Download ZIP' }, { timeout: 5000 });
    expect(screen.getByText(/^Your data is ready\. You can download it once, until 6 Dec(ember)? 2026\.$/)).toBeTruthy();
    fireEvent.click(button);
    await waitFor(() => expect(saved).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalled();
    expect(fetchMock.mock.calls.some(([u]) => String(u).endsWith('/me/exports/e1/download'))).toBe(true);
  });

  it('says why a download is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => (url.includes('/download')
      ? json({ message: 'This export was already downloaded: ask for a new one' }, 410)
      : json({ data: [ready], meta }))));
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Download ZIP' }));
    expect(await screen.findByText('This export was already downloaded: ask for a new one')).toBeTruthy();
  });

  it('shows a failed load with a way to try again', async () => {
    vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
    vi.stubGlobal('fetch', vi.fn(async () => json({ message: 'Something broke' }, 400)));
    renderSection();
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
