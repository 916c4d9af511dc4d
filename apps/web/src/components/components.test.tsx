import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client.ts';
import { closeErrorDialog, errorDialogStore } from '../lib/error-dialog.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { clearSession } from '../lib/session.ts';
import { toast, TOAST_DURATION_MS } from '../lib/toast.ts';
import { AuthorName, PlainAuthorName } from './author-name.tsx';
import { ConfirmProvider, CONFIRM_TIMEOUT_MS, useConfirm } from './confirm-dialog.tsx';
import { ErrorDialog } from './error-dialog.tsx';
import { FallbackBoundary } from './error-pages.tsx';
import { LoadingBlock } from './loading-block.tsx';
import { LogoMark } from './plain-parts.tsx';
import { formatTitle } from './page-title.ts';
import { PROGRESS_THROTTLE_MS, ProgressBar } from './progress-bar.tsx';
import { Tabs } from './tabs.tsx';
import { Toaster } from './toaster.tsx';
import { theme } from '../theme/theme.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  closeErrorDialog();
});

/** Error reports go out as beacons; the spy keeps them off the network and shows what was sent. */
function spyOnBeacons() {
  return vi.spyOn(navigator, 'sendBeacon').mockReturnValue(true);
}

function Asker({ onAnswer }: { onAnswer: (ok: boolean) => void }) {
  const confirm = useConfirm();
  return <button onClick={() => void confirm({ title: 'Delete this comment?' }).then(onAnswer)}>ask</button>;
}

describe('confirmation dialog', () => {
  it('closes by itself after 7 s, answering no', async () => {
    vi.useFakeTimers();
    const onAnswer = vi.fn();
    render(<ConfirmProvider><Asker onAnswer={onAnswer} /></ConfirmProvider>);
    fireEvent.click(screen.getByText('ask'));
    // The dialog is loaded on first use.
    await act(() => vi.dynamicImportSettled());
    expect(screen.getByText('Delete this comment?')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: /time left/i })).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(CONFIRM_TIMEOUT_MS - 500);
    });
    expect(onAnswer).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('answers yes on Confirm', async () => {
    const onAnswer = vi.fn();
    render(<ConfirmProvider><Asker onAnswer={onAnswer} /></ConfirmProvider>);
    fireEvent.click(screen.getByText('ask'));
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    });
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});

describe('page titles', () => {
  it("follow '%s | {brand}'", () => {
    expect(formatTitle('Explore companies', 'Redress')).toBe('Explore companies | Redress');
  });
});

describe('fallback error page', () => {
  it('replaces an error page that throws with a plain page linking home, and reports the error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React logs the caught error
    const beacons = spyOnBeacons();
    function BrokenErrorPage(): never {
      throw new Error('the error page itself failed');
    }
    render(<FallbackBoundary><BrokenErrorPage /></FallbackBoundary>);
    expect(screen.getByRole('heading', { name: 'Something went wrong.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(beacons).toHaveBeenCalledTimes(1);
    expect(beacons.mock.calls[0]![0]).toBe('/api/client-errors');
  });

  it('renders its children while they do not throw', () => {
    render(<FallbackBoundary><p>the real error page</p></FallbackBoundary>);
    expect(screen.getByText('the real error page')).toBeTruthy();
    expect(screen.queryByText('Something went wrong.')).toBeNull();
  });
});

describe('error dialog (spec section 8)', () => {
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  function Closer() {
    const close = useMutation({ mutationFn: () => api.post('/complaint/close', { id: 'CMP-ABC234' }) });
    return <button onClick={() => close.mutate()}>close the complaint</button>;
  }
  function Reader() {
    useQuery({ queryKey: ['broken-list'], queryFn: () => api.get('/complaints', { query: { page: 'x' } }) });
    return null;
  }

  it("a failed mutation opens it with the server's data, and OK closes it", async () => {
    clearSession();
    spyOnBeacons();
    vi.stubGlobal('fetch', vi.fn(async () => answer(409, { statusCode: 409, error: 'Conflict', message: 'Conflict', data: 'This complaint is already closed' })));
    render(<QueryClientProvider client={createQueryClient()}><ErrorDialog /><Closer /></QueryClientProvider>);
    fireEvent.click(screen.getByText('close the complaint'));
    expect(await screen.findByText('This complaint is already closed', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('dialog').textContent).toContain('Something went wrong');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(errorDialogStore.get().open).toBe(false);
  });

  it("a failed query opens it with the server's message when there is no data", async () => {
    clearSession();
    spyOnBeacons();
    vi.stubGlobal('fetch', vi.fn(async () => answer(400, { statusCode: 400, error: 'Bad Request', message: 'page: must be a number' })));
    render(<QueryClientProvider client={createQueryClient()}><ErrorDialog /><Reader /></QueryClientProvider>);
    expect(await screen.findByText('page: must be a number', undefined, { timeout: 5000 })).toBeTruthy();
    expect(errorDialogStore.get()).toMatchObject({ open: true, message: 'page: must be a number' });
  });

  it('names the answer\'s request id, so support can find it', async () => {
    clearSession();
    spyOnBeacons();
    const requestId = '3f2c1d9e-8b7a-4c6d-9e0f-1a2b3c4d5e6f';
    vi.stubGlobal('fetch', vi.fn(async () => answer(409, { statusCode: 409, error: 'Conflict', message: 'This complaint is already closed', requestId })));
    render(<QueryClientProvider client={createQueryClient()}><ErrorDialog /><Closer /></QueryClientProvider>);
    fireEvent.click(screen.getByText('close the complaint'));
    expect(await screen.findByText(`Reference: ${requestId}`, undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
  });
});

describe('top progress bar (spec section 9)', () => {
  /** The bar's phase: idle (hidden), running (creeping towards the end), done (completing). */
  const phaseOf = (container: HTMLElement) => (container.firstElementChild as HTMLElement).dataset.phase;

  it('appears only once work has lasted 200 ms', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { container } = render(<QueryClientProvider client={client}><ProgressBar /></QueryClientProvider>);
    await act(async () => {
      void client.prefetchQuery({ queryKey: ['slow'], queryFn: () => new Promise(() => undefined) });
      await vi.advanceTimersByTimeAsync(0); // the query cache tells its observers on the next tick
    });
    await act(async () => {
      vi.advanceTimersByTime(PROGRESS_THROTTLE_MS - 10);
    });
    expect(phaseOf(container)).toBe('idle');
    await act(async () => {
      vi.advanceTimersByTime(20);
    });
    expect(phaseOf(container)).toBe('running');
  });

  it('never shows for work shorter than 200 ms', async () => {
    vi.useFakeTimers();
    const client = new QueryClient();
    const { container } = render(<QueryClientProvider client={client}><ProgressBar /></QueryClientProvider>);
    const phases = new Set<string | undefined>();
    await act(async () => {
      void client.prefetchQuery({ queryKey: ['quick'], queryFn: () => new Promise((resolve) => setTimeout(() => resolve('ok'), 150)) });
      await vi.advanceTimersByTimeAsync(0);
    });
    for (let t = 0; t < 600; t += 50) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50);
      });
      phases.add(phaseOf(container));
    }
    expect(client.isFetching()).toBe(0);
    expect([...phases]).toEqual(['idle']);
  });
});

describe('toasts (spec section 8)', () => {
  it('disappear after 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.success('Your complaint was submitted');
    });
    expect(screen.getByText('Your complaint was submitted')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.getByText('Your complaint was submitted')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Your complaint was submitted')).toBeNull();
  });

  it('each keeps its own 5 s', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast.info('first');
    });
    act(() => {
      vi.advanceTimersByTime(3000);
      toast.error('second');
    });
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 3000);
    });
    expect(screen.queryByText('first')).toBeNull();
    expect(screen.getByText('second')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('second')).toBeNull();
  });
});

describe('theme', () => {
  it('takes MUI\'s path without CSS variables, whose code the production build leaves out (decision 55)', () => {
    // ThemeProvider and createTheme use the CSS-variables code only for a theme with colorSchemes or vars.
    expect('colorSchemes' in theme).toBe(false);
    expect('vars' in theme).toBe(false);
  });
});

describe('tabs (the company page)', () => {
  function Choice() {
    const [value, setValue] = useState<'a' | 'b' | 'c'>('a');
    return (
      <Tabs
        value={value} onChange={setValue} label="Things"
        options={[{ value: 'a', label: 'Apples', id: 't-a', panelId: 'p-a' }, { value: 'b', label: 'Bananas', id: 't-b', panelId: 'p-b' }, { value: 'c', label: 'Cherries', id: 't-c', panelId: 'p-c' }]}
      />
    );
  }

  it('is a labelled tab list with the chosen tab selected and the only one in the tab order', () => {
    render(<Choice />);
    expect(screen.getByRole('tablist', { name: 'Things' })).toBeTruthy();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => [t.textContent, t.getAttribute('aria-selected'), t.tabIndex, t.getAttribute('aria-controls')])).toEqual([
      ['Apples', 'true', 0, 'p-a'], ['Bananas', 'false', -1, 'p-b'], ['Cherries', 'false', -1, 'p-c'],
    ]);
    fireEvent.click(tabs[1]!);
    expect(screen.getByRole('tab', { name: 'Bananas' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Bananas' }).tabIndex).toBe(0);
    expect(screen.getByRole('tab', { name: 'Apples' }).getAttribute('aria-selected')).toBe('false');
  });

  it('moves the focus with the arrow keys, Home and End (wrapping), without choosing', () => {
    render(<Choice />);
    const tab = (name: string) => screen.getByRole('tab', { name });
    tab('Apples').focus();
    fireEvent.keyDown(tab('Apples'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Bananas'));
    expect(tab('Apples').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Bananas'), { key: 'End' });
    expect(document.activeElement).toBe(tab('Cherries'));
    fireEvent.keyDown(tab('Cherries'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('Apples'));
    fireEvent.keyDown(tab('Apples'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('Cherries'));
    fireEvent.keyDown(tab('Cherries'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('Apples'));
    fireEvent.click(tab('Cherries'));
    expect(tab('Cherries').getAttribute('aria-selected')).toBe('true');
  });
});

describe('an item\'s author', () => {
  const named = { customerId: null, customerName: 'Zanele K.', customerEmail: null, customerProfile: '0123456789abcdef' };
  it.each([['MUI', AuthorName], ['plain', PlainAuthorName]] as const)('links a named author\'s public profile (%s), and names anyone else without a link', (_, Name) => {
    render(<MemoryRouter><p><Name person={named} /></p><p><Name person={{ ...named, customerProfile: null }} /></p><p><Name person={{ customerId: null, customerName: 'Anonymous', customerEmail: null }} /></p></MemoryRouter>);
    expect(screen.getByRole('link', { name: 'Zanele K.: reviewer profile' }).getAttribute('href')).toBe('/reviewers/0123456789abcdef');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByText('Zanele K.')).toHaveLength(2);
    expect(screen.getByText('Anonymous').closest('a')).toBeNull();
  });
});

describe('a company\'s logo mark', () => {
  it('shows the logo, and the initials when there is none or the image fails to load', () => {
    const { container, rerender } = render(<LogoMark name="Stayhaven Hotels" logo="/uploads/logo.png" size={40} />);
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/uploads/logo.png');
    expect(img.getAttribute('alt')).toBe('');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('SH');
    rerender(<LogoMark name={' acme & sons'} logo={null} size={40} />);
    expect(container.textContent).toBe('AS');
  });
});

describe('a part of a page still loading', () => {
  it('is a busy status named for what it waits for (a bare skeleton may not carry a name)', () => {
    render(<LoadingBlock height={240} label="Loading the chart" />);
    const block = screen.getByRole('status', { name: 'Loading the chart' });
    expect(block.getAttribute('aria-busy')).toBe('true');
  });
});
