// A row of tabs, drawn as MUI's standard Tabs (48 px tabs in the theme's button type, text.secondary and primary
// when chosen, a 2 px primary indicator under the chosen tab) and behaving as they do, the WAI-ARIA tabs
// pattern: the chosen tab is the one in the tab order, the arrow keys, Home and End move the focus along the row,
// Enter, Space or a click chooses. Built on ButtonBase, which every page already has: MUI's Tabs also scroll, watch
// resizes and mutations and bring a roving-focus helper, 8 KB gzipped on the company page (decision 55). The indicator
// is the chosen tab's own ::after, not an element placed by measuring the tabs: a page the server rendered shows it
// before any script runs, and hydrating changes nothing (decision 66). It grows in from the middle when a tab is chosen.
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import type { SxProps, Theme } from '@mui/material/styles';
import { useRef, type KeyboardEvent } from 'react';

export interface TabOption<T extends string> {
  value: T;
  label: string;
  /** The tab's id (its panel's aria-labelledby). */
  id: string;
  /** The id of the panel it shows (aria-controls). */
  panelId: string;
}

const NEXT: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function Tabs<T extends string>({ value, onChange, options, label, sx }: {
  value: T;
  onChange: (value: T) => void;
  options: TabOption<T>[];
  /** The tab list's accessible name. */
  label: string;
  sx?: SxProps<Theme>;
}) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const tabs = Array.from(list.current?.children ?? []) as HTMLElement[];
    const at = tabs.indexOf(document.activeElement as HTMLElement);
    const next = NEXT[e.key];
    if (at < 0 || !next) return;
    e.preventDefault();
    tabs[next(at, tabs.length)]?.focus();
  };

  return (
    <Box sx={[{ position: 'relative', display: 'flex', minHeight: 48, overflow: 'hidden' }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box ref={list} role="tablist" aria-label={label} onKeyDown={onKeyDown} sx={{ display: 'flex' }}>
        {options.map((o) => {
          const selected = o.value === value;
          return (
            <ButtonBase
              key={o.value} role="tab" id={o.id} aria-controls={o.panelId} aria-selected={selected} tabIndex={selected ? 0 : -1}
              focusRipple onClick={() => !selected && onChange(o.value)}
              sx={(t) => ({
                ...t.typography.button, lineHeight: 1.25, maxWidth: 360, minWidth: 90, minHeight: 48, flexShrink: 0, px: 2, py: 1.5,
                overflow: 'hidden', whiteSpace: 'normal', textAlign: 'center', color: selected ? 'primary.main' : 'text.secondary',
                position: 'relative',
                '&::after': {
                  content: '""', position: 'absolute', left: 0, right: 0, bottom: 0, height: 2, bgcolor: 'primary.main',
                  transform: selected ? 'none' : 'scaleX(0)', transition: t.transitions.create('transform'),
                  '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
                },
              })}
            >
              {o.label}
            </ButtonBase>
          );
        })}
      </Box>
    </Box>
  );
}
