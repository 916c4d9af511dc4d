// The states of a paged admin list: loading, failure with Try again, empty, then the rows, their count and page buttons.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListState } from './list-state.tsx';

afterEach(cleanup);

type Page = { data: { id: string; name: string }[]; meta: { numberOfPages: number; totalResults: number } };

function Invoices({ load, onPageChange = () => {} }: { load: () => Promise<Page>; onPageChange?: (page: number) => void }) {
  const query = useQuery({ queryKey: ['invoices'], queryFn: load, retry: false });
  return (
    <ListState query={query} page={2} onPageChange={onPageChange} nouns={['invoice', 'invoices']} fallback="The invoices could not be loaded."
      loadingLabel="Loading invoices" skeletonHeight={48} empty={<p>No invoices yet</p>}>
      {(rows) => <ul aria-label="Invoices">{rows.map((r) => <li key={r.id}>{r.name}</li>)}</ul>}
    </ListState>
  );
}

const renderList = (load: () => Promise<Page>, onPageChange?: (page: number) => void) =>
  render(<QueryClientProvider client={new QueryClient()}><Invoices load={load} onPageChange={onPageChange} /></QueryClientProvider>);

describe('list state', () => {
  it('shows skeletons named for the list while the first page loads, then the rows, their count and the page buttons', async () => {
    let answer: (page: Page) => void = () => {};
    const onPageChange = vi.fn();
    renderList(() => new Promise((resolve) => { answer = resolve; }), onPageChange);
    expect(screen.getByRole('status', { name: 'Loading invoices' }).getAttribute('aria-busy')).toBe('true');
    answer({ data: [{ id: '1', name: 'Acme, 25 USD' }], meta: { numberOfPages: 3, totalResults: 41 } });
    expect(await screen.findByText('Acme, 25 USD')).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Loading invoices' })).toBeNull();
    expect(screen.getByText('41 invoices, page 2 of 3').getAttribute('role')).toBe('status');
    fireEvent.click(screen.getByRole('navigation', { name: 'Pages' }).querySelector('button[aria-label="Go to page 3"]')!);
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('an empty page shows the empty state and no page buttons', async () => {
    renderList(async () => ({ data: [], meta: { numberOfPages: 1, totalResults: 0 } }));
    expect(await screen.findByText('No invoices yet')).toBeTruthy();
    expect(screen.getByText('0 invoices')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pages' })).toBeNull();
  });

  it('a failure shows the fallback and asks again on Try again', async () => {
    const load = vi.fn<() => Promise<Page>>().mockRejectedValueOnce(new Error('')).mockResolvedValueOnce({ data: [{ id: '1', name: 'Acme' }], meta: { numberOfPages: 1, totalResults: 1 } });
    renderList(load);
    expect(await screen.findByText('The invoices could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Acme')).toBeTruthy();
    expect(screen.getByText('1 invoice')).toBeTruthy();
  });
});

describe('admin lists share one loading, empty and failure block', () => {
  it('no admin list draws its own busy skeleton block: each uses ListState (paged) or LoadingBlock', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const features = join(import.meta.dirname, '..', 'features') + '/';
    const folders = ['admin-insights', 'subscriptions', 'users', 'moderation', 'contact', 'adverts', 'admins', 'platform-settings'];
    const files = [
      ...folders.flatMap((f) => readdirSync(join(features, f, 'components')).map((n) => join(features, f, 'components', n))),
      ...readdirSync(join(features, 'business', 'components')).filter((n) => n.startsWith('admin-')).map((n) => join(features, 'business', 'components', n)),
    ].filter((p) => p.endsWith('.tsx') && !p.endsWith('.test.tsx') && !p.endsWith('-dialog.tsx'));
    expect(files.length).toBeGreaterThan(10);
    const ownBlocks = files.filter((p) => readFileSync(p, 'utf8').includes('aria-busy'));
    expect(ownBlocks.map((p) => p.slice(features.length))).toEqual([]);
  });
});
