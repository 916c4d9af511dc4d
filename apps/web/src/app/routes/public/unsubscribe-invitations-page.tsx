// /unsubscribe/invitations?email=&sig=: the page an invitation mail's unsubscribe link opens (decision 158).
import { useSearchParams } from 'react-router';
import { useBrandName } from '../../../components/brand.ts';
import { usePageTitle } from '../../../components/page-title.ts';
import { UnsubscribeInvitations } from '../../../features/invitations/components/unsubscribe-invitations.tsx';

export default function UnsubscribeInvitationsPage() {
  usePageTitle('Stop e-mails');
  const [params] = useSearchParams();
  return <UnsubscribeInvitations email={params.get('email') ?? ''} sig={params.get('sig') ?? ''} brand={useBrandName()} />;
}
