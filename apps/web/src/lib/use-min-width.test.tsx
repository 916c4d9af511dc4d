import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useMinWidth } from './use-min-width.ts';

const happy = () => (window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }).happyDOM;

function Widths() {
  return <p>{`md ${String(useMinWidth('md'))}, lg ${String(useMinWidth('lg'))}`}</p>;
}

afterEach(() => {
  cleanup();
  happy().setViewport({ width: 1024, height: 768 });
});

describe('useMinWidth', () => {
  it('answers from the theme\'s breakpoints (md 960, lg 1264) at the first render and follows a resize', async () => {
    happy().setViewport({ width: 412, height: 823 });
    render(<Widths />);
    expect(screen.getByText('md false, lg false')).toBeTruthy();
    await act(async () => happy().setViewport({ width: 1000, height: 800 }));
    expect(screen.getByText('md true, lg false')).toBeTruthy();
    await act(async () => happy().setViewport({ width: 1440, height: 900 }));
    expect(screen.getByText('md true, lg true')).toBeTruthy();
    await act(async () => happy().setViewport({ width: 412, height: 823 }));
    expect(screen.getByText('md false, lg false')).toBeTruthy();
  });
});
