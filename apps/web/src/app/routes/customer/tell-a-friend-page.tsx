// /tell-a-friend: invite up to five friends by e-mail (decision 92). Each address gets at most one invitation a month
// and can opt out for good from the mail.
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { usePageTitle } from '../../../components/page-title.ts';
import { InviteForm } from '../../../features/invitations/components/invite-form.tsx';

export default function TellAFriendPage() {
  usePageTitle('Tell a friend');
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 640 }}>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Tell a friend</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Invite up to five friends to Redress. They get one e-mail from you, with your line if you add one; we never
        write to them again unless they join, and an address gets at most one invitation a month.
      </Typography>
      {sent && <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSent(null)}>{sent}</Alert>}
      <InviteForm onSent={setSent} />
    </Paper>
  );
}
