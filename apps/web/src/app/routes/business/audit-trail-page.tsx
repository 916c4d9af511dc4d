// /business/audit: every change made for the company, by whom and when, before and after (decision 114). Read-only.
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { AuditTrail } from '../../../features/business-support/components/audit-trail.tsx';

export default function AuditTrailPage() {
  const { user } = useSession();
  return (
    <BusinessListPage
      title="Audit trail" intro="Who changed what for your company, and when: answers, status changes, your profile and your team. Entries are never changed or removed."
      own={{ label: 'My complaints', to: paths.complaints, noun: 'complaints' }}
    >
      <AuditTrail companyId={user?.companyId ?? ''} />
    </BusinessListPage>
  );
}
