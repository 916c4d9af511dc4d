import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmProvider, CONFIRM_TIMEOUT_MS, useConfirm } from './confirm-dialog.tsx';
import { formatTitle } from './page-title.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

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
