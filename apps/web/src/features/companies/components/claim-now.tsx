// The claim button of a business account without a company (claim-profile.tsx loads it for that account alone).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useNavigate } from 'react-router';
import type { Company } from '@redress/contract';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useClaimCompany } from '../api/claim-company.ts';

export default function ClaimNow({ company }: { company: Company }) {
  const claim = useClaimCompany();
  const navigate = useNavigate();
  return (
    <Alert
      severity="info"
      action={(
        <Button
          color="inherit"
          loading={claim.isPending}
          onClick={() => claim.mutate(company.id, {
            onSuccess: ({ message }) => {
              toast.success(message);
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
