// The admins' inbox of contact-form messages (support.handle): open, handled or all, newest first, kept in the URL
// (?state=&page=); each message is answered by e-mail and marked handled, or opened again.
import MailOutlineOutlined from '@mui/icons-material/MailOutlineOutlined';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ContactMessage } from '@redress/contract';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListState } from '../../../components/list-state.tsx';
import { formatDayTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useContactMessages } from '../api/get-contact-messages.ts';
import type { ContactInboxParams } from '../api/keys.ts';
import { useMarkContactMessage } from '../api/mark-contact-message.ts';

const STATES: { value: ContactInboxParams['state']; label: string }[] = [
  { value: 'open', label: 'Open' }, { value: 'handled', label: 'Handled' }, { value: 'all', label: 'All' },
];

export function readInboxQuery(params: URLSearchParams): ContactInboxParams {
  const page = Number(params.get('page'));
  const state = STATES.find((s) => s.value === params.get('state'))?.value ?? 'open';
  return { state, page: Number.isInteger(page) && page > 0 ? page : 1 };
}

function toParams(q: ContactInboxParams) {
  const p = new URLSearchParams();
  if (q.state !== 'open') p.set('state', q.state);
  if (q.page > 1) p.set('page', String(q.page));
  return p;
}

function MessageCard({ message }: { message: ContactMessage }) {
  const mark = useMarkContactMessage();
  const handled = message.handledAt !== null;
  const headingId = `contact-${message.id}`;
  const reply = `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`;
  const toggle = () => mark.mutate({ id: message.id, handled: !handled }, {
    onSuccess: () => toast.success(handled ? 'Message opened again.' : 'Message marked handled.'),
    onError: (e) => toast.error(e.message || 'The message could not be updated. Try again.'),
  });
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 2.5 }, display: 'grid', gap: 1.25 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>{message.subject}</Typography>
        {handled && <Chip size="small" color="success" variant="outlined" label={`Handled ${formatDayTime(message.handledAt!)}`} />}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        From {message.name} &lt;{message.email}&gt;{message.userId ? ' (signed in)' : ''} · <time dateTime={message.createdAt}>{formatDayTime(message.createdAt)}</time>
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.message}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={reply} startIcon={<MailOutlineOutlined aria-hidden />}>Reply by e-mail</Button>
        <Button variant={handled ? 'text' : 'contained'} onClick={toggle} loading={mark.isPending} startIcon={<MarkEmailReadOutlined aria-hidden />}>
          {handled ? 'Open again' : 'Mark handled'}
        </Button>
      </Box>
    </Paper>
  );
}

export function ContactInbox() {
  const [params, setParams] = useSearchParams();
  const query = readInboxQuery(params);
  const list = useContactMessages(query);
  const go = (next: ContactInboxParams) => setParams(toParams(next));

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Tabs
        value={query.state} aria-label="Which messages" sx={{ borderBottom: 1, borderColor: 'divider' }}
        onChange={(_, state: ContactInboxParams['state']) => go({ state, page: 1 })}
      >
        {STATES.map((s) => <Tab key={s.value} value={s.value} label={s.label} />)}
      </Tabs>
      <ListState query={list} page={query.page} onPageChange={(p) => go({ ...query, page: p })} nouns={['message', 'messages']}
        fallback="The messages could not be loaded." loadingLabel="Loading messages" skeletons={3} skeletonHeight={140}
        empty={<EmptyState icon={<MarkEmailReadOutlined />} title={query.state === 'open' ? 'Nothing waiting' : 'No messages'}>
          {query.state === 'open' ? 'Every message sent through the contact form has been handled.' : 'Messages sent through the contact form appear here.'}
        </EmptyState>}
      >
        {(rows) => (
          <Box sx={{ display: 'grid', gap: 1.5, opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            {rows.map((m) => <MessageCard key={m.id} message={m} />)}
          </Box>
        )}
      </ListState>
    </Box>
  );
}
