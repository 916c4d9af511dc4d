// A company's products or services: each name in a pill, its description (if any) after it.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product, Service } from '@redress/contract';

export function CatalogueList({ items, label, emptyText }: { items: (Product | Service)[]; label: string; emptyText: string }) {
  if (!items.length) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {items.map((i) => (
        <Box component="li" key={i.id} sx={{ px: 1.5, py: 0.75, border: 1, borderColor: 'divider', borderRadius: 5, bgcolor: 'background.paper', maxWidth: '100%' }}>
          <Typography component="span" sx={{ fontWeight: 600 }}>{i.name}</Typography>
          {i.description && <Typography component="span" variant="body2" color="text.secondary"> · {i.description}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
