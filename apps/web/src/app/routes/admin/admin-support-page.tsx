// /admin/support: every open support conversation, newest first, with unread counts and a search (support.handle).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { paths } from '../../../config/paths.ts';
import { SupportDesk } from '../../../features/chat/components/support-desk.tsx';
import { useSession } from '../../../lib/session.ts';

const chatHref = (userId: string) => `${paths.admin.supportChat}?open=${encodeURIComponent(userId)}`;

export default function AdminSupportPage() {
  usePageTitle('Support chats');
  const { user } = useSession();
  const navigate = useNavigate();
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <div>
        <Typography variant="h1">Support chats</Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }}>Conversations with customers and businesses, newest message first. Open one to answer.</Typography>
      </div>
      {user && <SupportDesk agent={user} onOpen={(id) => void navigate(chatHref(id))} chatHref={chatHref} />}
    </Stack>
  );
}
