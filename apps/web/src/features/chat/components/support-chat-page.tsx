// A business's (or any customer's) conversation with platform support as a page: the bubble's conversation, full size.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { SessionUser } from '@redress/contract';
import { useBrandName } from '../../../components/brand.ts';
import { toast } from '../../../lib/toast.ts';
import { useChats } from '../api/get-chats.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import { Conversation } from './conversation.tsx';
import { supportPartner } from './support-partner.ts';

export function SupportChat({ user }: { user: SessionUser }) {
  const brand = useBrandName();
  const chats = useChats(user.id);
  useLiveChat(user.id, { sound: true });
  useEffect(() => {
    if (chats.error) toast.error(chats.error.message || 'Your conversation could not be loaded');
  }, [chats.error]);
  const thread = chats.data?.[0];
  const partner = supportPartner(thread, brand);
  return (
    <Paper variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: { xs: 'calc(100vh - 200px)', sm: 560 }, overflow: 'hidden' }}>
      <Typography component="h2" sx={{ px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider', fontWeight: 600 }}>
        {partner.userName} <Typography component="span" variant="caption" color="text.secondary">Agent (Online)</Typography>
      </Typography>
      <Conversation customerId={user.id} viewerId={user.id} recipient={partner} thread={thread} welcome={`Welcome to ${brand} support. Ask us anything.`} />
    </Paper>
  );
}
