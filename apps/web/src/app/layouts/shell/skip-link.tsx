// The first thing a keyboard reaches on every layout: a link past the top bar to the page's main landmark.
import Box from '@mui/material/Box';

export function SkipLink() {
  return (
    <Box component="a" href="#main" sx={{ position: 'absolute', left: 8, top: -48, zIndex: 2000, bgcolor: 'background.paper', color: 'primary.main', p: 1, borderRadius: 1, '&:focus': { top: 8 } }}>
      Skip to content
    </Box>
  );
}
