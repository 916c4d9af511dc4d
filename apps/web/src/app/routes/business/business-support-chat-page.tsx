// /business/support/chat: the business talks to platform support, as a customer does from the bubble.
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '../../../components/page-title.ts';
import { SupportChat } from '../../../features/chat/components/support-chat-page.tsx';
import { useSession } from '../../../lib/session.ts';

export default function BusinessSupportChatPage() {
  usePageTitle('Support chat');
  const { user } = useSession();
  return (
    <Stack spacing={3} sx={{ maxWidth: 800 }}>
      <div>
        <Typography variant="h1">Support chat</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Ask the platform's support team anything about your account or page.</Typography>
      </div>
      {user && <SupportChat user={user} />}
    </Stack>
  );
}
