// /companies/compare: choose 2 to 4 companies, then see them side by side. The choice lives in the URL (?ids=), so
// a company page's Compare button arrives with that company already chosen.
import CompareArrowsOutlined from '@mui/icons-material/CompareArrowsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COMPARE_MAX, COMPARE_MIN } from '@redress/contract/constants';
import { useQueries } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { companyKeys, getCompany } from '../../../api/companies.ts';
import { CompanyPicker, type PickedCompany } from '../../../features/companies/components/company-picker.tsx';
import { compareQuery, readCompareIds } from '../../../features/companies/lib/compare-ids.ts';

export default function ComparePage() {
  usePageTitle('Compare companies');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const ids = readCompareIds(params);
  // Names and logos of the chosen companies (cached, so choosing again costs nothing).
  const lookups = useQueries({
    queries: ids.map((id) => ({ queryKey: companyKeys.one(id), queryFn: () => getCompany(id), meta: { errorDialog: false } })),
  });
  const picked: PickedCompany[] = ids.flatMap((id, i) => {
    const c = lookups[i]?.data;
    if (lookups[i]?.isError) return [];
    return [c ? { slug: c.slug, name: c.name, logo: c.logo, rating: c.rating } : { slug: id, name: id, logo: null, rating: null }];
  });
  const choose = (next: PickedCompany[]) => navigate({ search: compareQuery(next.map((c) => c.slug)) }, { replace: true });
  const ready = picked.length >= COMPARE_MIN;

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>Compare companies</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose {COMPARE_MIN} to {COMPARE_MAX} companies to see their scores, every rating and how they answer complaints, side by side.
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 760 }}>
        <CompanyPicker value={picked} onChange={choose} />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap', mt: 2 }}>
          <Button
            variant="contained" size="large" startIcon={<CompareArrowsOutlined />} disabled={!ready}
            onClick={() => navigate(`${paths.compareOutcome}${compareQuery(picked.map((c) => c.slug))}`)}
          >
            Compare
          </Button>
          {!ready && (
            <Typography color="text.secondary" role="status">
              {picked.length === 0 ? `Choose at least ${COMPARE_MIN} companies.` : `Choose ${COMPARE_MIN - picked.length} more.`}
            </Typography>
          )}
        </Box>
      </Paper>
    </>
  );
}
