// The three steps of writing a review, as an ordered list with the current one marked (aria-current).
import Box from '@mui/material/Box';

const STEPS = ['Company', 'Your review', 'Check and publish'];

export function ReviewSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Box component="ol" aria-label="Steps" sx={{ display: 'flex', gap: { xs: 1, sm: 3 }, flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mb: 2.5 }}>
      {STEPS.map((s, i) => (
        <Box
          component="li" key={s} aria-current={i === active ? 'step' : undefined}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: i === active ? 'text.primary' : 'text.secondary', fontWeight: i === active ? 600 : 400 }}
        >
          <Box component="span" aria-hidden="true" sx={{ width: 24, height: 24, borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 13, bgcolor: i <= active ? 'primary.main' : 'action.selected', color: i <= active ? 'primary.contrastText' : 'text.primary' }}>{i + 1}</Box>
          {s}
        </Box>
      ))}
    </Box>
  );
}
