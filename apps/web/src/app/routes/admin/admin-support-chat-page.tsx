// /admin/support/chat?open=<userId>,...: the desk with several conversations open side by side (support.handle).
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { SupportDesk } from '../../../features/chat/components/support-desk.tsx';
import { useSession } from '../../../lib/session.ts';

const MAX_OPEN = 4;

export default function AdminSupportChatPage() {
  usePageTitle('Support chat');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const openIds = (params.get('open') ?? '').split(',').filter(Boolean);
  const setOpen = (ids: string[]) => setParams((p) => {
    if (ids.length) p.set('open', ids.join(','));
    else p.delete('open');
    return p;
  });
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Support chat</Typography>
      {user && (
        <SupportDesk
          agent={user}
          openIds={openIds}
          onOpen={(id) => setOpen(openIds.includes(id) ? openIds : [...openIds, id].slice(-MAX_OPEN))}
          onClose={(id) => setOpen(openIds.filter((o) => o !== id))}
        />
      )}
    </Stack>
  );
}
