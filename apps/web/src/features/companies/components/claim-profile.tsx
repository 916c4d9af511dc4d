// 'Is this your business?' on a profile no business manages yet (docs/decisions.md 28): a business account without a
// company claims it at once; a visitor signs up as a business to claim it; customers and admins see nothing.
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Company } from '@redress/contract';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';

const ClaimNow = lazy(() => import('./claim-now.tsx'));

export function ClaimProfile({ company }: { company: Company }) {
  const { user } = useSession();
  if (!company.claimable) return null;

  if (!user) {
    return (
      <Alert severity="info">
        Is this your business? <Link component={RouterLink} underline="always" sx={{ fontWeight: 600 }} to={`${paths.companySignup}?claim=${encodeURIComponent(company.id)}`}>Sign up with your work e-mail</Link> at
        the company's own domain to claim this profile and answer your customers.
      </Alert>
    );
  }
  if (user.profileType !== 'organization' || user.companyId) return null;
  // Only a business account without a company claims at once: the mutation loads for it alone, not for every visitor.
  return <Suspense fallback={null}><ClaimNow company={company} /></Suspense>;
}
