// /admin/subscriptions: the companies and their plans (assign one), and invoices across companies (mark paid or void),
// for admins with subscriptions.manage (decision 129).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title.ts';
import { Tabs, type TabOption } from '../../../components/tabs.tsx';
import { paths } from '../../../config/paths.ts';
import { InvoicesPanel } from '../../../features/subscriptions/components/invoices-panel.tsx';
import { SubscriptionsPanel } from '../../../features/subscriptions/components/subscriptions-panel.tsx';

type Tab = 'subscriptions' | 'invoices';
const tab = (value: Tab, label: string): TabOption<Tab> => ({ value, label, id: `subscriptions-tab-${value}`, panelId: `subscriptions-panel-${value}` });
const OPTIONS = [tab('subscriptions', 'Subscriptions'), tab('invoices', 'Invoices')];

export default function AdminSubscriptionsPage() {
  usePageTitle('Subscriptions');
  const [params, setParams] = useSearchParams();
  const shown = OPTIONS.find((o) => o.value === params.get('tab')) ?? OPTIONS[0]!;
  return (
    <Stack spacing={3} sx={{ maxWidth: 1100 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}>
        <div>
          <Typography variant="h1">Subscriptions</Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>The plan each business is on, and the invoices paid plans record for settling by hand.</Typography>
        </div>
        <Button component={Link} to={paths.admin.plans} variant="outlined" sx={{ alignSelf: { xs: 'flex-start', sm: 'auto' }, flexShrink: 0 }}>Plans</Button>
      </Stack>
      <div>
        <Tabs label="Subscriptions and invoices" value={shown.value} onChange={(v) => setParams(v === 'subscriptions' ? {} : { tab: v })} options={OPTIONS} sx={{ borderBottom: 1, borderColor: 'divider' }} />
        <Box role="tabpanel" id={shown.panelId} aria-labelledby={shown.id} sx={{ pt: 2 }}>
          {shown.value === 'subscriptions' ? <SubscriptionsPanel /> : <InvoicesPanel />}
        </Box>
      </div>
    </Stack>
  );
}
