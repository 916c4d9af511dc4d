// MUI theme: the brand colour, the spec's breakpoints and the 1400 px content width.
import { createTheme } from '@mui/material/styles';

/** The brand colour (spec section 9). Used for the logo mark, the progress bar and accents. */
export const BRAND_COLOR = '#ed4a4f';
/** A darker shade of the brand red for text and filled buttons: white on it meets WCAG AA (5.3:1); on #ed4a4f it would not (3.7:1). */
export const BRAND_TEXT_COLOR = '#c7353b';
export const MAX_CONTENT_WIDTH = 1400;
export const DRAWER_WIDTH = 248;

/** Every breakpoint the spec names, for media queries that need one of the in-between widths. */
export const SPEC_BREAKPOINTS = [576, 600, 750, 768, 960, 992, 1200, 1260, 1264] as const;
export const mediaUp = (px: (typeof SPEC_BREAKPOINTS)[number]) => `@media (min-width: ${px}px)`;

export const theme = createTheme({
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1264, xl: 1400 } },
  palette: {
    // Every colour's light, dark and contrast text written out (as MUI would derive them): deriving them costs the
    // page's first render tens of milliseconds on a phone.
    primary: { main: BRAND_TEXT_COLOR, light: BRAND_COLOR, dark: '#a3262c', contrastText: '#ffffff' },
    secondary: { main: '#1f2a44', light: 'rgb(75, 84, 105)', dark: 'rgb(21, 29, 47)', contrastText: '#ffffff' },
    error: { main: '#d32f2f', light: '#ef5350', dark: '#c62828', contrastText: '#fff' },
    warning: { main: '#8a5a00', light: 'rgb(161, 123, 51)', dark: 'rgb(96, 62, 0)', contrastText: '#fff' },
    info: { main: '#0288d1', light: '#03a9f4', dark: '#01579b', contrastText: '#fff' },
    success: { main: '#1e7d3c', light: 'rgb(75, 151, 99)', dark: 'rgb(21, 87, 42)', contrastText: '#fff' },
    background: { default: '#f6f7f9', paper: '#ffffff' },
    text: { primary: '#1b1f24', secondary: '#4f5661' },
  },
  shape: { borderRadius: 10 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2 },
    h2: { fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.25 },
    h3: { fontSize: '1.375rem', fontWeight: 650 },
    h4: { fontSize: '1.125rem', fontWeight: 650 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    // A table scrolls inside its container; positioned, the container also holds the absolutely placed screen-reader
    // text of a header cell (an "Actions" column), which would otherwise push the page sideways on a phone.
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
  },
});
