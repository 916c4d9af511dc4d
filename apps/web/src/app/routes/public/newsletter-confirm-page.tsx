// /newsletter/confirm?email&exp&sig: the page a newsletter confirmation mail links to (decision 185); its button POSTs.
import Alert from '@mui/material/Alert';
import { useSearchParams } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { ConfirmPanel } from '../../../features/newsletter/components/confirm-panel.tsx';

export default function NewsletterConfirmPage() {
  usePageTitle('Confirm the newsletter');
  const brand = useBrandName();
  const [params] = useSearchParams();
  if (params.size === 0) return <Alert severity="error">This link is not complete: open the one in the e-mail again.</Alert>;
  return <ConfirmPanel query={Object.fromEntries(params)} brand={brand} />;
}
