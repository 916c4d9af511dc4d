// An admin moves the complaints written to one e-mail of a company not on Redress (a prospect) to this company
// (decision 146). Complaints written to an address at the domain a company proved reach it by themselves; this is for
// any other address (a personal mailbox, an old domain).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { TextField } from '../../../components/text-field.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useMoveProspectComplaints, useProspectComplaints } from '../api/prospects.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const plural = (n: number) => `${n} complaint${n === 1 ? '' : 's'}`;

export function AdminProspectMove({ company }: { company: { id: string; name: string } }) {
  const [draft, setDraft] = useState('');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const found = useProspectComplaints(email);
  const move = useMoveProspectComplaints();

  const find = (e: FormEvent) => {
    e.preventDefault();
    const value = draft.trim();
    if (!EMAIL.test(value)) {
      setError('Enter the e-mail address the complaints were written to');
      return;
    }
    setError(undefined);
    setEmail(value.toLowerCase());
  };

  const doMove = async () => {
    try {
      const r = await move.mutateAsync({ email, companyId: company.id });
      toast.success(r.message);
    } catch (err) {
      toast.error(err instanceof ApiError ? err.message : 'The complaints could not be moved. Please try again.');
    }
  };

  const total = found.data?.meta.totalResults ?? 0;
  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">
        Customers can name a company that is not on Redress by its e-mail. Those written to an address at a domain the
        company has proven (its owner verified an address there) reach it by themselves; move those written to any other
        address here. Their authors are told.
      </Typography>
      <Stack component="form" aria-label="Find complaints written to an address" noValidate direction={{ xs: 'column', sm: 'row' }} spacing={1} onSubmit={find} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField label="E-mail the complaints were written to" type="email" value={draft} onChange={(e) => setDraft(e.target.value)}
          error={!!error} helperText={error} sx={{ flex: 1 }} />
        <Button type="submit" variant="outlined" loading={found.isFetching} sx={{ mt: { sm: 1 } }}>Find</Button>
      </Stack>
      {email && found.isError && <Alert severity="error">{found.error instanceof ApiError ? found.error.message : 'The complaints could not be loaded.'}</Alert>}
      {email && found.data && (total === 0
        ? <Alert severity="info">No complaints are waiting for {email}.</Alert>
        : (
          <Stack spacing={1} role="region" aria-label={`Complaints written to ${email}`}>
            <Typography>{plural(total)} written to <strong>{email}</strong>{total > found.data.data.length ? `, the newest ${found.data.data.length}:` : ':'}</Typography>
            <Stack component="ul" sx={{ m: 0, pl: 3 }}>
              {found.data.data.map((c) => (
                <li key={c.id}><Link component={RouterLink} to={paths.complaint(c.id)}>{c.complaint}</Link></li>
              ))}
            </Stack>
            <Button variant="contained" onClick={() => void doMove()} loading={move.isPending} sx={{ alignSelf: 'flex-start' }}>
              Move {plural(total)} to {company.name}
            </Button>
          </Stack>
        ))}
    </Stack>
  );
}
