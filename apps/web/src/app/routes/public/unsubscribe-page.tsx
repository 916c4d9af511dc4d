// /unsubscribe/:list?…: the page every unsubscribe link in a mail's body opens (decision 180); its button POSTs.
import Alert from '@mui/material/Alert';
import { useParams, useSearchParams } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { isUnsubscribeList } from '../../../features/unsubscribe/api/unsubscribe.ts';
import { UnsubscribePanel } from '../../../features/unsubscribe/components/unsubscribe-panel.tsx';

export default function UnsubscribePage() {
  usePageTitle('Stop e-mails');
  const brand = useBrandName();
  const { list } = useParams();
  const [params] = useSearchParams();
  if (!isUnsubscribeList(list) || params.size === 0) return <Alert severity="error">This link is not complete: open the one in the e-mail again.</Alert>;
  return <UnsubscribePanel list={list} query={Object.fromEntries(params)} brand={brand} />;
}
