// A grid of large links to the next things a person can do.
import ArrowForward from '@mui/icons-material/ArrowForward';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

export interface QuickAction { title: string; text: string; to: string; icon: ReactNode; onClick?: (e: MouseEvent) => void }

export function QuickActions({ actions }: { actions: QuickAction[] }) {
  return (
    <Grid container spacing={2}>
      {actions.map((a) => (
        <Grid key={a.to} size={{ xs: 12, sm: 6, xl: 3 }}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea component={RouterLink} to={a.to} onClick={a.onClick} sx={{ p: 2.5, height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1 }}>
              <span aria-hidden style={{ color: '#c7353b', display: 'flex' }}>{a.icon}</span>
              <Typography component="h2" variant="h4">{a.title}</Typography>
              <Typography color="text.secondary" sx={{ flex: 1 }}>{a.text}</Typography>
              <ArrowForward aria-hidden fontSize="small" />
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
