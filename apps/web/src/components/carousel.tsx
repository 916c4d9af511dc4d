// A row of cards that slides sideways (the WAI-ARIA carousel pattern, without autoplay: nothing moves unless the
// visitor moves it). The row is a list that scrolls and snaps to its cards, by swipe, trackpad or the keyboard's own
// scrolling, and Tab brings a card's link into view; the Previous and Next buttons move it a screenful at a time,
// from the last cards back to the first and the other way, and a polite status says which cards are in view. Nothing
// here is measured while rendering, so the server's page and the browser's hydration of it are the same (decision 66);
// the motion is instant for visitors who ask for reduced motion.
import ChevronLeftOutlined from '@mui/icons-material/ChevronLeftOutlined';
import ChevronRightOutlined from '@mui/icons-material/ChevronRightOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { visuallyHidden } from './visually-hidden.ts';

/**
 * The first card in view after a move: a screenful (`perView` cards) further or back, stopping at either end, and
 * from an end round to the other.
 */
export function nextStart(current: number, perView: number, count: number, direction: 1 | -1): number {
  const last = Math.max(0, count - perView);
  if (direction === 1) return current >= last ? 0 : Math.min(current + perView, last);
  return current <= 0 ? last : Math.max(current - perView, 0);
}

const reducedMotion = () => typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

export interface CarouselProps {
  /** The carousel's accessible name, and its list's. */
  label: string;
  /** What the cards are, for the buttons and the status: "companies" gives "Next companies", "Companies 4 to 6 of 8". */
  noun: string;
  /** One element per card, each with its key. */
  children: ReactNode[];
  /** A heading and a line of text above the cards, beside the buttons. */
  header?: ReactNode;
}

export function Carousel({ label, noun, children, header }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [status, setStatus] = useState('');
  // Whether some cards are out of view; until measured (and on the server) the buttons are there and usable.
  const [overflows, setOverflows] = useState(true);
  const count = children.length;

  useEffect(() => {
    const el = track.current;
    if (!el || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => setOverflows(el.scrollWidth > el.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);

  const move = (direction: 1 | -1) => {
    const el = track.current;
    const cards = Array.from(el?.children ?? []) as HTMLElement[];
    if (!el || cards.length === 0) return;
    // One card and the gap after it: every card has the same width.
    const step = cards.length > 1 ? cards[1]!.offsetLeft - cards[0]!.offsetLeft : cards[0]!.offsetWidth;
    if (step <= 0) return;
    const perView = Math.max(1, Math.round(el.clientWidth / step));
    const first = nextStart(Math.round(el.scrollLeft / step), perView, cards.length, direction);
    el.scrollTo({ left: first * step, behavior: reducedMotion() ? 'auto' : 'smooth' });
    const lastShown = Math.min(first + perView, cards.length);
    const name = noun.charAt(0).toUpperCase() + noun.slice(1);
    setStatus(first + 1 === lastShown ? `${name} ${lastShown} of ${cards.length}` : `${name} ${first + 1} to ${lastShown} of ${cards.length}`);
  };

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={label}>
      {/* The buttons beside the header, or under it (at the right) where the header needs the whole width. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 2, mb: 3 }}>
        <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>{header}</Box>
        {count > 1 && (
          <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, ml: 'auto' }}>
            <IconButton aria-label={`Previous ${noun}`} onClick={() => move(-1)} disabled={!overflows} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronLeftOutlined />
            </IconButton>
            <IconButton aria-label={`Next ${noun}`} onClick={() => move(1)} disabled={!overflows} sx={{ border: 1, borderColor: 'divider' }}>
              <ChevronRightOutlined />
            </IconButton>
          </Box>
        )}
      </Box>
      <Box role="status" sx={visuallyHidden}>{status}</Box>
      <Box
        component="ul"
        ref={track}
        aria-label={label}
        sx={{
          display: 'grid',
          gridAutoFlow: 'column',
          // A phone sees one card and the edge of the next (there is more); wider screens two, then three.
          gridAutoColumns: { xs: '85%', sm: 'calc((100% - 16px) / 2)', md: 'calc((100% - 48px) / 3)' },
          gap: { xs: 2, md: 3 },
          overflowX: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          listStyle: 'none',
          m: 0,
          // Room for the cards' focus rings, inside the scrolling box that would clip them.
          p: 0.5,
          pb: 1.5,
          '& > li': { scrollSnapAlign: 'start', minWidth: 0 },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
