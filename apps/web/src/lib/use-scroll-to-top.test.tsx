import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScrollToTopOnChange } from './use-scroll-to-top.ts';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useScrollToTopOnChange', () => {
  it('leaves the scroll where it is when the page first renders (a page taken over after the visitor scrolled it)', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ key }) => useScrollToTopOnChange(key), { initialProps: { key: '/companies/explore' } });
    rerender({ key: '/companies/explore' });
    expect(scroll).not.toHaveBeenCalled();
  });

  it('goes back to the top when what the page shows changes', () => {
    const scroll = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ key }) => useScrollToTopOnChange(key), { initialProps: { key: 1 } });
    rerender({ key: 2 });
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(scroll).toHaveBeenCalledWith(0, 0);
    rerender({ key: 2 });
    rerender({ key: 1 });
    expect(scroll).toHaveBeenCalledTimes(2);
  });
});
