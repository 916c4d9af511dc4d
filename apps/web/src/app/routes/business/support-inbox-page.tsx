// /business/support: the support inbox (decision 113). The list is the business-support feature's; what a row lets the
// company do reuses the complaint and review features' calls and dialogs: answer as the company, move the status,
// ask for closure. Each action refetches the inbox, so the row updates (or leaves) after it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import type { ComplaintStatus, SupportInboxItem } from '@redress/contract';
import { useId, useState } from 'react';
import { BusinessListPage } from '../../../components/business-list-page.tsx';
import { CommentBox } from '../../../components/comment-box.tsx';
import { paths } from '../../../config/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCompanyCatalogue } from '../../../features/business/api/catalogue.ts';
import { supportKeys } from '../../../features/business-support/api/keys.ts';
import { SupportInbox } from '../../../features/business-support/components/support-inbox.tsx';
import { createComment } from '../../../features/complaints/api/create-comment.ts';
import { complaintKeys } from '../../../features/complaints/api/keys.ts';
import { requestClosure } from '../../../features/complaints/api/request-closure.ts';
import { setComplaintStatus } from '../../../features/complaints/api/set-complaint-status.ts';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';
import { StatusMenu } from '../../../features/complaints/components/status-menu.tsx';
import { DUE_RULE_TEXT } from '../../../features/complaints/lib/due-time.ts';
import { createReviewComment } from '../../../features/reviews/api/review-comments.ts';

function RowActions({ item }: { item: SupportInboxItem }) {
  const qc = useQueryClient();
  const id = useId();
  const [answering, setAnswering] = useState(false);
  const [posting, setPosting] = useState(false);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [closing, setClosing] = useState(false);
  const refresh = () => {
    void qc.invalidateQueries({ queryKey: supportKeys.all });
    void qc.invalidateQueries({ queryKey: complaintKeys.all });
  };
  const post = async (text: string) => {
    setPosting(true);
    try {
      if (item.kind === 'complaint') await createComment({ complaintId: item.id, commentText: text });
      else await createReviewComment({ reviewId: item.id, commentText: text });
      refresh();
    } finally {
      setPosting(false);
    }
  };
  const move = async (status: ComplaintStatus) => {
    setMenu(null);
    try {
      await setComplaintStatus(item.id, status);
      toast.success('Status changed');
      refresh();
    } catch (e) {
      toast.error(e instanceof Error ? e.message : 'The status could not be changed');
    }
  };
  if (!item.can.respond && !item.allowedStatuses.length) return null;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {item.can.respond && (
          <Button variant={answering ? 'outlined' : 'contained'} aria-expanded={answering} aria-controls={`${id}-answer`} onClick={() => setAnswering(!answering)}>
            {answering ? 'Cancel answer' : 'Answer'}
          </Button>
        )}
        {item.allowedStatuses.length > 0 && (
          <Button id={`${id}-status`} variant="outlined" aria-haspopup="menu" aria-controls={menu ? `${id}-menu` : undefined} onClick={(e) => setMenu(e.currentTarget)}>
            Change status
          </Button>
        )}
        {item.can.requestClosure && <Button variant="outlined" onClick={() => setClosing(true)}>Request closure</Button>}
      </Box>
      {answering && (
        <Box id={`${id}-answer`}>
          <CommentBox
            id={`${id}-text`} label={`Your answer to "${item.title}"`} submitLabel="Post answer as the company" posting={posting} autoFocus asCompany
            onPost={(text) => post(text)} onDone={() => setAnswering(false)}
          />
        </Box>
      )}
      {menu && <StatusMenu id={`${id}-menu`} labelledBy={`${id}-status`} anchor={menu} statuses={item.allowedStatuses} onClose={() => setMenu(null)} onChoose={(s) => void move(s)} />}
      {closing && (
        <ReasonDialog
          open onClose={() => setClosing(false)} title="Request closure" confirmLabel="Request closure" label="What you did to solve it"
          text="The complaint becomes processed and the customer is asked to accept it as solved, or decline."
          onSubmit={async (reason) => { await requestClosure(item.id, reason); toast.success('Closure requested'); refresh(); }}
        />
      )}
    </Box>
  );
}

/** Rendered only for a business with a company (BusinessListPage), so the catalogue is asked for a real company. */
function Inbox({ companyId }: { companyId: string }) {
  const catalogue = useCompanyCatalogue('product', companyId);
  const products = catalogue.data?.data.map((p) => ({ id: p.id, name: p.name })) ?? [];
  return <SupportInbox companyId={companyId} products={products} renderActions={(item) => <RowActions item={item} />} />;
}

export default function SupportInboxPage() {
  const { user } = useSession();
  return (
    <BusinessListPage
      title="Support center" intro={`Your inbox: complaints and reviews waiting for your answer, the soonest due first. ${DUE_RULE_TEXT}`}
      own={{ label: 'My complaints', to: paths.complaints, noun: 'complaints' }}
    >
      <Inbox companyId={user?.companyId ?? ''} />
    </BusinessListPage>
  );
}
