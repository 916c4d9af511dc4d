// What a list or page shows when there is nothing yet: a sentence and, where useful, the next step.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children, action }: { icon?: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2, color: 'text.secondary', border: 1, borderColor: 'divider', borderStyle: 'dashed', borderRadius: 2, bgcolor: 'background.paper' }}>
      {icon && <Box aria-hidden sx={{ fontSize: 40, mb: 1, '& svg': { fontSize: 40 } }}>{icon}</Box>}
      <Typography component="p" variant="h4" sx={{ color: 'text.primary', mb: 1 }}>{title}</Typography>
      {children && <Typography sx={{ maxWidth: 520, mx: 'auto' }}>{children}</Typography>}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
