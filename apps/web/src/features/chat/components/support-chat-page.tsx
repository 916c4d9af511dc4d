// A business's (or any customer's) conversation with platform support as a page: the bubble's conversation, full size.
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import type { SessionUser } from '@redress/contract';
import { useBrandName } from '../../../components/brand.ts';
import { toast } from '../../../lib/toast.ts';
import { useChats } from '../api/get-chats.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import { AgentPresence } from './agent-presence.tsx';
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
      <div style={{ padding: '12px 16px', borderBottom: '1px solid rgba(0, 0, 0, 0.12)' }}>
        <Typography component="h2" sx={{ fontWeight: 600 }}>{partner.userName}</Typography>
        <AgentPresence color="text.secondary" />
      </div>
      <Conversation customerId={user.id} viewerId={user.id} recipient={partner} thread={thread} welcome={`Welcome to ${brand} support. Ask us anything.`} />
    </Paper>
  );
}
