// What the caller may do with the complaint, as the server's `can` and `allowedStatuses` say: like, edit, close,
// accept or decline the company's "processed", respond, request closure, change the status, report, delete, repost.
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HighlightOff from '@mui/icons-material/HighlightOff';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import LockOutlined from '@mui/icons-material/LockOutlined';
import RepeatOutlined from '@mui/icons-material/RepeatOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Complaint, ComplaintStatus } from '@redress/contract';
import { lazy, useState } from 'react';
import { useNavigate } from 'react-router';
import { useConfirm } from '../../../components/confirm-dialog.tsx';
import { LazyOverlay } from '../../../components/lazy-dialog.tsx';
import { paths } from '../../../config/paths.ts';
import { toast } from '../../../lib/toast.ts';
import { useCloseComplaint } from '../api/close-complaint.ts';
import { useDeleteComplaint } from '../api/delete-complaint.ts';
import { useFlagComplaint } from '../api/flag-complaint.ts';
import { useRequestClosure } from '../api/request-closure.ts';
import { useSetComplaintStatus } from '../api/set-complaint-status.ts';
import { saveDraft } from '../lib/draft.ts';
import { STATUS_LOOKS } from '../lib/status.ts';
import { COMMENT_BOX_ID } from './comments.tsx';
import { VoteButton } from './vote-button.tsx';

// The dialogs load when first opened: a visitor reading a complaint fetches no form code (zod, the contract's schemas,
// text fields), which kept the page's first load 60 KB heavier.
const EditComplaintDialog = lazy(() => import('./edit-complaint-dialog.tsx').then((m) => ({ default: m.EditComplaintDialog })));
const ReasonDialog = lazy(() => import('../../../components/reason-dialog.tsx').then((m) => ({ default: m.ReasonDialog })));
const CloseComplaintDialog = lazy(() => import('./close-complaint-dialog.tsx').then((m) => ({ default: m.CloseComplaintDialog })));
// The status menu (companies and moderators) loads when first opened too.
const StatusMenu = lazy(() => import('./status-menu.tsx').then((m) => ({ default: m.StatusMenu })));

type Open = null | 'edit' | 'close' | 'closure' | 'flag' | 'delete';

/** Starts the filing flow prefilled with a closed complaint of the caller's, linked by repostComplaintId. */
export function repostDraft(c: Complaint) {
  const org = c.organizationDto;
  return saveDraft({
    companyId: org.organizationId ?? undefined,
    companyName: org.organizationName,
    cardLogo: org.logo,
    prospectEmail: org.organizationId ? undefined : c.prospectEmail ?? undefined,
    complaint: c.complaint,
    experience: c.experience,
    experiencedOn: c.experiencedOn ?? undefined,
    category: c.category[0],
    productId: c.productId ?? undefined,
    product: c.productId ? undefined : c.product ?? undefined,
    anonymous: c.anonymous,
    hidden: c.hidden,
    attachments: c.attachments,
    repostComplaintId: c.id,
  });
}

/**
 * `onOutcome` hears the author mark the complaint resolved (Accept, or Close as resolved) or unresolved (Close as
 * unresolved), once the server has it: the page then asks them to rate and review the company.
 */
export function ComplaintActions({ complaint: c, complaintRef, onSignIn, isAdmin = false, onOutcome }: {
  complaint: Complaint; complaintRef: string; onSignIn?: () => void; isAdmin?: boolean; onOutcome?: (outcome: 'resolved' | 'unresolved') => void;
}) {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(null);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const close = useCloseComplaint(complaintRef);
  const closure = useRequestClosure(complaintRef);
  const flag = useFlagComplaint(complaintRef);
  const remove = useDeleteComplaint();
  const status = useSetComplaintStatus(complaintRef);
  const can = c.can;
  const decide = can.decide && c.status === 'processed';
  // The author's own moves are Accept and Decline; the status menu is the company's and the moderators'.
  const menuStatuses = c.isMine ? [] : c.allowedStatuses.filter((s) => s !== c.status);

  const move = async (to: ComplaintStatus, message: string) => {
    await status.mutateAsync({ id: c.id, status: to });
    toast.success(message);
  };
  const accept = async () => {
    if (await confirm({ title: 'Accept the company’s answer?', message: 'Your complaint is marked resolved and closed.', confirmLabel: 'Accept' })) {
      await move('resolved', 'Complaint resolved');
      onOutcome?.('resolved');
    }
  };
  const decline = async () => {
    if (await confirm({ title: 'Decline the company’s answer?', message: 'Your complaint goes back to the company, in review.', confirmLabel: 'Decline' })) await move('in-review', 'The company has been told it is not solved');
  };
  // The comment box is its own chunk (comments.tsx), which may still be loading when Respond is pressed: wait for it.
  const respond = () => {
    const until = Date.now() + 5000;
    const focusBox = () => {
      const box = document.getElementById(COMMENT_BOX_ID);
      if (!box) {
        if (Date.now() < until) requestAnimationFrame(focusBox);
        return;
      }
      box.scrollIntoView({ behavior: 'smooth', block: 'center' });
      box.focus();
    };
    focusBox();
  };

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', pt: 1, borderTop: 1, borderColor: 'divider' }}>
      <VoteButton complaint={c} complaintRef={complaintRef} onSignIn={onSignIn} />
      {decide && (
        <>
          <Button variant="contained" color="success" startIcon={<TaskAltOutlined />} onClick={() => void accept()} loading={status.isPending}>Accept</Button>
          <Button variant="outlined" startIcon={<HighlightOff />} onClick={() => void decline()} disabled={status.isPending}>Decline</Button>
        </>
      )}
      {can.respond && <Button variant="contained" startIcon={<ReplyOutlined />} onClick={respond}>Respond</Button>}
      {can.requestClosure && <Button variant="outlined" startIcon={<CheckCircleOutline />} onClick={() => setOpen('closure')}>Request closure</Button>}
      {menuStatuses.length > 0 && (
        <>
          <Button
            variant="outlined" endIcon={<KeyboardArrowDown />} onClick={(e) => setMenu(e.currentTarget)} loading={status.isPending}
            aria-haspopup="menu" aria-expanded={!!menu} aria-controls={menu ? 'status-menu' : undefined} id="status-menu-button"
          >
            Change status
          </Button>
          <LazyOverlay open={!!menu}>
            <StatusMenu
              id="status-menu" labelledBy="status-menu-button" anchor={menu} statuses={menuStatuses} onClose={() => setMenu(null)}
              onChoose={(to) => { setMenu(null); void move(to, `Status changed to ${STATUS_LOOKS[to].label}`); }}
            />
          </LazyOverlay>
        </>
      )}
      {can.close && <Button variant="outlined" startIcon={<LockOutlined />} onClick={() => setOpen('close')}>Close complaint</Button>}
      {can.edit && <Button startIcon={<EditOutlined />} onClick={() => setOpen('edit')}>Edit</Button>}
      {can.repost && (
        <Button startIcon={<RepeatOutlined />} onClick={() => { repostDraft(c); navigate(paths.complaintCreate); }}>Repost</Button>
      )}
      {can.flag && <Button startIcon={<FlagOutlined />} onClick={() => setOpen('flag')}>{isAdmin ? 'Flag' : 'Report'}</Button>}
      {can.delete && <Button color="error" startIcon={<DeleteOutline />} onClick={() => setOpen('delete')}>Delete</Button>}

      <LazyOverlay open={can.edit && open === 'edit'}>{can.edit && open === 'edit' && <EditComplaintDialog open complaint={c} complaintRef={complaintRef} onClose={() => setOpen(null)} />}</LazyOverlay>
      <LazyOverlay open={open === 'close'}>
        <CloseComplaintDialog
          open={open === 'close'} onClose={() => setOpen(null)}
          onSubmit={async (reason, outcome) => {
            await close.mutateAsync({ id: c.id, body: { reason, outcome } });
            toast.success(outcome === 'resolved' ? 'Complaint closed as resolved' : 'Complaint closed as unresolved');
            onOutcome?.(outcome);
          }}
        />
      </LazyOverlay>
      <LazyOverlay open={open === 'closure'}>
        <ReasonDialog
          open={open === 'closure'} onClose={() => setOpen(null)} title="Ask the customer to close it" confirmLabel="Send request" label="What did you do to solve it?"
          text="The complaint is marked processed; the customer accepts (resolved) or declines (back in review)."
          onSubmit={async (reason) => {
            await closure.mutateAsync({ id: c.id, reason });
            toast.success('Closure requested');
          }}
        />
      </LazyOverlay>
      <LazyOverlay open={open === 'flag'}>
        <ReasonDialog
          open={open === 'flag'} onClose={() => setOpen(null)} title={isAdmin ? 'Flag this complaint' : 'Report this complaint'} confirmLabel={isAdmin ? 'Flag' : 'Report'}
          text={isAdmin ? 'A flagged complaint is held from public view.' : 'Tell the Redress team what is wrong with it: abusive, false, personal data, spam…'}
          onSubmit={async (reason) => {
            const r = await flag.mutateAsync({ id: c.id, reason });
            toast.success(r.message || (isAdmin ? 'Complaint flagged' : 'Thank you: the Redress team will look at it'));
          }}
        />
      </LazyOverlay>
      <LazyOverlay open={open === 'delete'}>
        <ReasonDialog
          open={open === 'delete'} onClose={() => setOpen(null)} title="Delete this complaint" confirmLabel="Delete" destructive
          text="It disappears from Redress; a copy is kept for audit."
          onSubmit={async (reason) => {
            if (!(await confirm({ title: 'Delete for good?', message: 'This cannot be undone.', confirmLabel: 'Delete', destructive: true }))) return;
            await remove.mutateAsync({ id: c.id, reason });
            toast.success('Complaint deleted');
            navigate(c.isMine ? paths.complaints : paths.home, { replace: true });
          }}
        />
      </LazyOverlay>
    </Box>
  );
}
