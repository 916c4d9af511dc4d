// /contact-us: write to the Redress team. Signed-in people find their name and address filled in; after sending, the
// page says where the copy went and offers to write again.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { ContactForm } from '../../../features/contact/components/contact-form.tsx';
import { useSession } from '../../../lib/session.ts';

export default function ContactPage() {
  usePageTitle('Contact us');
  const { user } = useSession();
  const [sent, setSent] = useState<string | null>(null);
  const defaults = user ? { name: [user.firstName, user.lastName].filter(Boolean).join(' '), email: user.email } : undefined;
  return (
    <>
      <Typography variant="h1" sx={{ fontSize: '1.75rem', mb: 1 }}>Contact us</Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Questions about Redress, your account or a post? Write to the team. For a problem with a company, a{' '}
        <Link component={RouterLink} to={paths.complaintCompany} underline="always">complaint</Link> reaches it faster, and the{' '}
        <Link component={RouterLink} to={paths.support} underline="always">help centre</Link> answers the common questions.
      </Typography>
      {sent ? (
        <>
          <Alert severity="success" role="status" sx={{ mb: 2 }}>{sent}</Alert>
          <Button variant="outlined" onClick={() => setSent(null)}>Write another message</Button>
        </>
      ) : (
        <ContactForm defaults={defaults} onSent={(message) => setSent(message)} />
      )}
    </>
  );
}
