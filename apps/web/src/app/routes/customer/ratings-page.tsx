// /give-ratings: the ratings I gave, newest first, 20 a page (?page=), each to change or delete.
import StarBorderRounded from '@mui/icons-material/StarBorderRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, Navigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { complaintKeys } from '../../../features/complaints/api/keys.ts';
import { MyRatings } from '../../../features/ratings/components/my-ratings.tsx';
import { useSession } from '../../../lib/session.ts';

export default function RatingsPage() {
  usePageTitle('My ratings');
  const { user } = useSession();
  const qc = useQueryClient();
  const [params, setParams] = useSearchParams();
  const n = Number(params.get('page'));
  const page = Number.isInteger(n) && n > 0 ? n : 1;
  // Only customers rate: a business's figures are on its dashboard, an admin's moderation elsewhere.
  if (user && user.profileType !== 'user') return <Navigate to={paths.dashboard} replace />;
  const rateButton = <Button component={RouterLink} to={paths.newRating} variant="contained" startIcon={<StarBorderRounded />}>Rate a company</Button>;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 3 }}>
        <div>
          <Typography variant="h1">My ratings</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>Every company you rated, newest first. You have one rating per company: rating it again replaces it.</Typography>
        </div>
        {rateButton}
      </Box>
      <MyRatings
        page={page}
        // The dashboard's Ratings card counts them.
        onDeleted={() => void qc.invalidateQueries({ queryKey: complaintKeys.dashboard })}
        onPageChange={(p) => setParams(p > 1 ? { page: String(p) } : {})}
        companyTo={(r) => paths.company(r.organizationDto.slug ?? r.organizationDto.organizationId ?? '')}
        changeTo={(r) => paths.rateCompany(r.organizationDto.organizationId ?? '')}
        empty={<EmptyState icon={<StarBorderRounded />} title="No ratings yet" action={rateButton}>Rate the companies you deal with: stars overall and for their products, people, channels, service and brand.</EmptyState>}
      />
    </>
  );
}
