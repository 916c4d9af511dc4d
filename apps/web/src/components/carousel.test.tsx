// The carousel moves a screenful at a time with its buttons, round from either end, says which cards are in view,
// and moves at once for visitors who ask for reduced motion.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel, nextStart } from './carousel.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('nextStart', () => {
  it('moves a screenful, stops at the last screenful, and goes round from either end', () => {
    // 8 cards, 3 in view: 0 -> 3 -> 5 (the last three) -> 0; back: 0 -> 5 -> 2 -> 0.
    expect([nextStart(0, 3, 8, 1), nextStart(3, 3, 8, 1), nextStart(5, 3, 8, 1)]).toEqual([3, 5, 0]);
    expect([nextStart(0, 3, 8, -1), nextStart(5, 3, 8, -1), nextStart(2, 3, 8, -1)]).toEqual([5, 2, 0]);
    // One in view (a phone): one at a time.
    expect([nextStart(0, 1, 3, 1), nextStart(2, 1, 3, 1), nextStart(0, 1, 3, -1)]).toEqual([1, 0, 2]);
    // Everything in view: nowhere to go.
    expect([nextStart(0, 3, 2, 1), nextStart(0, 3, 2, -1)]).toEqual([0, 0]);
  });
});

/** A list's widths as a browser lays them out (happy-dom lays nothing out): `scroll` wide, `client` in view. */
function layOutLists(scroll: number, client: number) {
  const proto = HTMLElement.prototype;
  const saved = ['scrollWidth', 'clientWidth'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)] as const);
  Object.defineProperty(proto, 'scrollWidth', { configurable: true, get(this: HTMLElement) { return this.tagName === 'UL' ? scroll : 0; } });
  Object.defineProperty(proto, 'clientWidth', { configurable: true, get(this: HTMLElement) { return this.tagName === 'UL' ? client : 0; } });
  restoreLayout = () => saved.forEach(([k, d]) => (d ? Object.defineProperty(proto, k, d) : delete (proto as unknown as Record<string, unknown>)[k]));
}
let restoreLayout = () => {};
afterEach(() => restoreLayout());

/** Lays 8 cards out as a browser would: 300 px apart, 3 in a 900 px row; scrollTo moves the row at once. */
function renderLaidOut() {
  layOutLists(2400, 900);
  render(
    <Carousel label="Best-scored companies" noun="companies" header={<h2>Best</h2>}>
      {Array.from({ length: 8 }, (_, i) => <li key={i}><a href={`/c/${i}`}>Company {i + 1}</a></li>)}
    </Carousel>,
  );
  const list = screen.getByRole('list', { name: 'Best-scored companies' });
  const cards = Array.from(list.children) as HTMLElement[];
  cards.forEach((card, i) => {
    Object.defineProperty(card, 'offsetLeft', { value: i * 300 });
    Object.defineProperty(card, 'offsetWidth', { value: 276 });
  });
  const scrollTo = vi.fn((opts: ScrollToOptions) => { list.scrollLeft = opts.left ?? 0; });
  list.scrollTo = scrollTo as unknown as typeof list.scrollTo;
  return { list, scrollTo };
}

describe('Carousel', () => {
  it('is a named carousel of list items with Previous and Next buttons, and no autoplay', () => {
    vi.useFakeTimers();
    const { list, scrollTo } = renderLaidOut();
    expect(screen.getByRole('region', { name: 'Best-scored companies' }).getAttribute('aria-roledescription')).toBe('carousel');
    expect(list.querySelectorAll('li')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Previous companies' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Next companies' })).toBeTruthy();
    act(() => { vi.advanceTimersByTime(60_000); });
    expect(scrollTo).not.toHaveBeenCalled();
    vi.useRealTimers();
  });

  it('Next and Previous move a screenful, round from the ends, and say which companies are in view', () => {
    const { scrollTo } = renderLaidOut();
    const next = screen.getByRole('button', { name: 'Next companies' });
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 900, behavior: 'smooth' });
    expect(screen.getByRole('status').textContent).toBe('Companies 4 to 6 of 8');
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1500, behavior: 'smooth' });
    expect(screen.getByRole('status').textContent).toBe('Companies 6 to 8 of 8');
    fireEvent.click(next);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' });
    expect(screen.getByRole('status').textContent).toBe('Companies 1 to 3 of 8');
    fireEvent.click(screen.getByRole('button', { name: 'Previous companies' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 1500, behavior: 'smooth' });
  });

  it('moves at once when the visitor asks for reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', addEventListener() {}, removeEventListener() {} }));
    const { scrollTo } = renderLaidOut();
    fireEvent.click(screen.getByRole('button', { name: 'Next companies' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 900, behavior: 'auto' });
  });

  it('when every card is in view, its buttons are there but do nothing', () => {
    layOutLists(900, 900);
    render(<Carousel label="Best-scored companies" noun="companies">{[<li key="a">A</li>, <li key="b">B</li>]}</Carousel>);
    expect((screen.getByRole('button', { name: 'Next companies' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Previous companies' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('has no buttons for a single card', () => {
    render(<Carousel label="Best-scored companies" noun="companies">{[<li key="a">A</li>]}</Carousel>);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
