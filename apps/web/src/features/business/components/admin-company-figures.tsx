// The figures at the top of the admin's company page (GET /admin/company/mgt/{id}, decision 132): its complaints (all
// live ones, not only the public), reviews, ratings, employees, score, plan, owner and listing date.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { formatDay, formatInteger } from '../../../lib/format.ts';
import { useCompanyMgt } from '../api/admin-companies.ts';
import { LoadingBlock } from '../../../components/loading-block.tsx';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box component="li" sx={{ minWidth: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Typography variant="body2" color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{children}</Typography>
    </Box>
  );
}

export function AdminCompanyFigures({ companyId }: { companyId: string }) {
  const mgt = useCompanyMgt(companyId);
  if (mgt.isError) return null;
  if (!mgt.data) return <LoadingBlock height={72} label="Loading the company's figures" />;
  const c = mgt.data;
  return (
    <Box component="ul" aria-label="Company figures"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' } }}>
      <Figure label="Complaints">{formatInteger(c.figures.complaints)}</Figure>
      <Figure label="Reviews">{formatInteger(c.figures.reviews)}</Figure>
      <Figure label="Ratings">{formatInteger(c.figures.ratings)}</Figure>
      <Figure label="Employees">{formatInteger(c.figures.employees)}</Figure>
      <Figure label="Score">{c.figures.score.toFixed(1)}</Figure>
      <Figure label="Plan">{c.plan.name}</Figure>
      <Figure label="Owner">{c.owner ? `${c.owner.name || c.owner.email} · ${c.owner.email}` : 'Not claimed yet'}</Figure>
      <Figure label="Listed">{formatDay(c.createdAt)}</Figure>
    </Box>
  );
}
