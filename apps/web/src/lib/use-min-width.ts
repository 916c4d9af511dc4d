// Whether the viewport is at least a breakpoint wide, read before the first paint (MUI's useMediaQuery without the
// server-rendering default) and followed as it changes. Parts that only wide screens show (the side navigation, the
// adverts) are then not built at all on phones, instead of being built and hidden with CSS: less script to run before
// a phone's first paint.
import type { Breakpoint } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { theme } from '../theme/theme.ts';

export const useMinWidth = (bp: Breakpoint): boolean => useMediaQuery(theme.breakpoints.up(bp), { noSsr: true });
