// 'Is this your business?' on a profile no business manages yet (docs/decisions.md 28): a business account without a
// company claims it at once; a visitor signs up as a business to claim it; customers and admins see nothing.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { Company } from '@redress/contract';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useClaimCompany } from '../api/claim-company.ts';

export function ClaimProfile({ company }: { company: Company }) {
  const { user } = useSession();
  const claim = useClaimCompany();
  const navigate = useNavigate();
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
  return (
    <Alert
      severity="info"
      action={(
        <Button
          color="inherit"
          loading={claim.isPending}
          onClick={() => claim.mutate(company.id, {
            onSuccess: () => {
              toast.success(`You now manage ${company.name} on Redress`);
              navigate(paths.business.overview);
            },
          })}
        >
          Claim this profile
        </Button>
      )}
    >
      Is this your business? Your work e-mail at the company's own domain lets you claim this profile.
    </Alert>
  );
}
