// One conversation: its messages (times as hh:mm am/pm), the send box, and the states of a message being sent
// (sending, sent, read, failed with Retry). Used by the customer's bubble, the business's chat page and the desk.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX, CHAT_SCROLL_DELAY_MS } from '@redress/contract/chat-constants';
import type { ChatMessage, ChatParticipant, ChatThread } from '@redress/contract';
import { toast } from '../../../lib/toast.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { chatKeys } from '../api/keys.ts';
import { markChatsRead } from '../api/mark-read.ts';
import { sendChatMessage } from '../api/send-message.ts';
import { addMessage } from '../hooks/chat-cache.ts';
import { formatChatTime } from '../hooks/format-time.ts';

export interface ConversationProps {
  /** The customer's side of the conversation (the signed-in customer, or the one an agent answers). */
  customerId: string;
  viewerId: string;
  /** Who the viewer writes to: support for a customer, the customer for an agent. */
  recipient: Pick<ChatParticipant, 'userId' | 'userName' | 'userEmail' | 'userType'>;
  thread: ChatThread | undefined;
  /** What an empty conversation says. */
  welcome: string;
  autoFocus?: boolean;
}

interface Pending { text: string; status: 'sending' | 'failed' }

export function Conversation({ customerId, viewerId, recipient, thread, welcome, autoFocus }: ConversationProps) {
  const qc = useQueryClient();
  const [text, setText] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const inputId = useId();
  const messages = thread?.chatDtoList ?? [];

  // Scroll to the newest message 200 ms after opening and whenever messages change (spec section 4).
  useEffect(() => {
    const timer = setTimeout(() => listRef.current?.scrollTo({ top: listRef.current.scrollHeight }), CHAT_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [messages.length, pending]);

  // What is on screen and addressed to me is read.
  const viewerIsCustomer = viewerId === customerId;
  const unreadIds = messages.filter((m) => !m.readAt && m.sender.userType === (viewerIsCustomer ? 'ADMIN' : 'CUSTOMER')).map((m) => m.id);
  const unreadKey = unreadIds.join(',');
  useEffect(() => {
    if (!unreadKey) return;
    markChatsRead(unreadKey.split(','))
      .then(() => qc.invalidateQueries({ queryKey: chatKeys.threads(customerId) }))
      .then(() => qc.invalidateQueries({ queryKey: chatKeys.desk }))
      .catch(() => undefined);
  }, [unreadKey, qc, customerId]);

  async function send(message: string) {
    setPending({ text: message, status: 'sending' });
    try {
      const r = await sendChatMessage({ message, recipient: { ...recipient }, sender: { userId: viewerId }, source: 'redress', sentAt: new Date().toISOString() });
      setPending(null);
      setText((current) => (current === message ? '' : current));
      if (thread) addMessage(qc, r.data, viewerId);
      else await qc.invalidateQueries({ queryKey: chatKeys.threads(customerId) });
      void qc.invalidateQueries({ queryKey: chatKeys.desk });
    } catch (err) {
      setPending({ text: message, status: 'failed' });
      const reason = err instanceof ApiError && err.status >= 400 && err.status < 500 ? ` ${err.message}` : '';
      toast.error(`Something went wrong: your message was not sent.${reason}`);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    const message = text.trim();
    if (!message || pending?.status === 'sending') return;
    // The Send button disables itself while the message goes, which would drop the focus on the page: it stays in the
    // box, for the next message.
    inputRef.current?.focus();
    void send(message);
  }

  const sending = pending?.status === 'sending';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box ref={listRef} role="log" aria-label="Messages" aria-live="polite" tabIndex={0} sx={{ flex: 1, overflowY: 'auto', p: 2, display: 'flex', flexDirection: 'column', gap: 1.5, outline: 'none' }}>
        {messages.length === 0 && !pending && <Typography color="text.secondary" sx={{ textAlign: 'center', my: 'auto' }}>{welcome}</Typography>}
        {messages.map((m) => <Bubble key={m.id} message={m} mine={m.sender.userId === viewerId} />)}
        {pending && (
          <Box sx={{ alignSelf: 'flex-end', maxWidth: '80%' }}>
            <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: pending.status === 'failed' ? 'background.paper' : 'grey.200', border: 1, borderColor: pending.status === 'failed' ? 'error.main' : 'transparent', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {pending.text}
            </Box>
            <Typography variant="caption" component="p" color={pending.status === 'failed' ? 'error' : 'text.secondary'} sx={{ textAlign: 'right' }}>
              {pending.status === 'sending' ? 'Sending…' : 'Not sent.'}
              {pending.status === 'failed' && <Button size="small" onClick={() => { inputRef.current?.focus(); void send(pending.text); }} sx={{ ml: 1 }}>Retry</Button>}
            </Typography>
          </Box>
        )}
      </Box>
      <Box component="form" onSubmit={onSubmit} sx={{ display: 'flex', alignItems: 'center', gap: 1, borderTop: 1, borderColor: 'divider', px: 1.5, py: 1 }}>
        <label htmlFor={inputId} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>Your message</label>
        <InputBase
          id={inputId}
          inputRef={inputRef}
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Type your message here..."
          multiline
          maxRows={4}
          autoFocus={autoFocus}
          inputProps={{ maxLength: CHAT_MESSAGE_MAX }}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) onSubmit(e);
          }}
          sx={{ flex: 1 }}
        />
        <IconButton type="submit" color="primary" aria-label="Send" disabled={sending || !text.trim()}>
          {sending ? <CircularProgress size={20} aria-label="Sending" /> : <SendIcon />}
        </IconButton>
      </Box>
    </Box>
  );
}

function Bubble({ message, mine }: { message: ChatMessage; mine: boolean }) {
  return (
    <Box component="article" aria-label={`${mine ? 'You' : message.sender.userName} at ${formatChatTime(message.sentAt)}`} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '80%' }}>
      <Box sx={{ px: 1.5, py: 1, borderRadius: 2, bgcolor: mine ? 'primary.main' : 'grey.100', color: mine ? 'primary.contrastText' : 'text.primary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Box>
      <Typography variant="caption" component="p" color="text.secondary" sx={{ textAlign: mine ? 'right' : 'left' }}>
        <time dateTime={message.sentAt}>{formatChatTime(message.sentAt)}</time>
        {mine && ` · ${message.readAt ? 'Read' : 'Sent'}`}
      </Typography>
    </Box>
  );
}
