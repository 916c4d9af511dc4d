// /admin/contact-messages: what visitors sent through the contact form, for admins who handle support.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { ContactInbox } from '../../../features/contact/components/contact-inbox.tsx';

export default function AdminContactMessagesPage() {
  usePageTitle('Contact messages');
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">Contact messages</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>What visitors sent through the contact form. Answer by e-mail, then mark the message handled.</Typography>
      </div>
      <ContactInbox />
    </Stack>
  );
}
