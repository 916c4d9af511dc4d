// The support desk (support.handle): every open conversation, newest first, with unread counts and a search; on the
// chat page, several conversations open side by side to answer at once, all live.
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SessionUser, SupportConversation } from '@redress/contract';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { toast } from '../../../lib/toast.ts';
import { useChats } from '../api/get-chats.ts';
import { useSupportConversations } from '../api/get-support-conversations.ts';
import { useLiveChat } from '../hooks/use-live-chat.ts';
import { formatChatTime } from '../hooks/format-time.ts';
import { Conversation } from './conversation.tsx';

export interface SupportDeskProps {
  agent: SessionUser;
  /** The customers whose conversations are open (the chat page); absent on the list page. */
  openIds?: string[];
  onOpen: (userId: string) => void;
  onClose?: (userId: string) => void;
  chatHref?: (userId: string) => string;
}

export function SupportDesk({ agent, openIds, onOpen, onClose, chatHref }: SupportDeskProps) {
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [debounced] = useDebouncedValue(searchText, 400);
  const list = useSupportConversations({ searchText: debounced, page });
  useLiveChat(agent.id);
  useEffect(() => setPage(1), [debounced]);
  useEffect(() => {
    if (list.error) toast.error(list.error.message || 'The conversations could not be loaded');
  }, [list.error]);

  const conversations = list.data?.data ?? [];
  const listPane = (
    <Paper variant="outlined" sx={{ p: 2, width: openIds ? { xs: '100%', md: 320 } : '100%', flexShrink: 0 }}>
      <TextField label="Search conversations" helperText="Name, e-mail or message text" value={searchText} onChange={(e) => setSearchText(e.target.value)} fullWidth size="small" />
      {list.isSuccess && conversations.length === 0 && <Typography color="text.secondary" sx={{ mt: 2 }}>{debounced ? 'No conversation matches.' : 'No open conversations.'}</Typography>}
      <List aria-label="Open conversations">
        {conversations.map((c) => <ConversationRow key={c.id} c={c} selected={openIds?.includes(c.userId) ?? false} onOpen={onOpen} href={chatHref?.(c.userId)} />)}
      </List>
      {list.data && list.data.meta.numberOfPages > 1 && (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
          <Button disabled={!list.data.meta.prevPage} onClick={() => setPage((p) => p - 1)}>Newer</Button>
          <Button disabled={!list.data.meta.hasNextPage} onClick={() => setPage((p) => p + 1)}>Older</Button>
        </Stack>
      )}
    </Paper>
  );
  if (!openIds) return listPane;
  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'stretch' }}>
      {listPane}
      <Box sx={{ flex: 1, minWidth: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: openIds.length > 1 ? '1fr 1fr' : '1fr' } }}>
        {openIds.length === 0 && <Typography color="text.secondary">Choose a conversation to answer. You can open several.</Typography>}
        {openIds.map((id) => <AgentPane key={id} agent={agent} customerId={id} onClose={() => onClose?.(id)} />)}
      </Box>
    </Box>
  );
}

function ConversationRow({ c, selected, onOpen, href }: { c: SupportConversation; selected: boolean; onOpen: (id: string) => void; href?: string }) {
  const secondary = `${c.userEmail} · ${c.lastMessagePreview} · ${formatChatTime(c.lastMessageAt)}`;
  const content = (
    <>
      <ListItemText primary={c.userName} secondary={secondary} slotProps={{ secondary: { noWrap: true } }} />
      {c.unread > 0 && <Badge color="primary" badgeContent={c.unread} sx={{ ml: 2, mr: 1 }}><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{c.unread} unread</span></Badge>}
    </>
  );
  return (
    <ListItem disablePadding>
      {href
        ? <ListItemButton component={RouterLink} to={href} selected={selected}>{content}</ListItemButton>
        : <ListItemButton selected={selected} onClick={() => onOpen(c.userId)}>{content}</ListItemButton>}
    </ListItem>
  );
}

function AgentPane({ agent, customerId, onClose }: { agent: SessionUser; customerId: string; onClose: () => void }) {
  const chats = useChats(customerId);
  useEffect(() => {
    if (chats.error) toast.error(chats.error.message || 'The conversation could not be loaded');
  }, [chats.error]);
  const thread = chats.data?.[0];
  const name = thread?.userName ?? 'Conversation';
  return (
    <Paper component="section" aria-label={`Conversation with ${name}`} variant="outlined" sx={{ display: 'flex', flexDirection: 'column', height: 520, overflow: 'hidden' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" sx={{ fontWeight: 600 }} noWrap>{name}</Typography>
          {thread && <Typography variant="caption" color="text.secondary">{thread.userEmail} · {thread.userType === 'user' ? 'Customer' : 'Business'}</Typography>}
        </Box>
        <IconButton aria-label={`Close conversation with ${name}`} onClick={onClose}><CloseIcon /></IconButton>
      </Box>
      <Conversation
        customerId={customerId}
        viewerId={agent.id}
        recipient={{ userId: customerId, userName: name, userEmail: thread?.userEmail ?? '', userType: 'CUSTOMER' }}
        thread={thread}
        welcome="No messages yet."
      />
    </Paper>
  );
}
