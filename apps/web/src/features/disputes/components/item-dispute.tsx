// On a review or complaint page, for its author and its company's side: the dispute about it, if any (open: the
// deadline and a way in to add evidence; decided: the outcome), and for the company's owner or managers the Dispute
// button when it may be disputed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { DisputeItemKind } from '@redress/contract';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatDayTime } from '../../../lib/format.ts';
import { useItemDispute } from '../api/get-item-dispute.ts';
import { useLiveItemDispute } from '../hooks/use-live-item-dispute.ts';
import { DisputeAction } from './dispute-action.tsx';
import { KIND_NOUN } from './labels.ts';

export function ItemDispute({ itemKind, itemId, itemTitle, side, canDispute }: {
  itemKind: DisputeItemKind; itemId: string; itemTitle: string;
  /** The viewer's side of the item, if any. */
  side: 'author' | 'company' | null;
  canDispute: boolean;
}) {
  const query = useItemDispute(itemKind, itemId, side !== null);
  useLiveItemDispute(itemKind, itemId, side !== null);
  const d = query.data;
  const noun = KIND_NOUN[itemKind];
  const to = d ? (side === 'author' ? paths.dispute(d.id) : paths.business.dispute(d.id)) : '';
  return (
    <>
      {d && d.status === 'open' && (
        <Alert severity="warning" data-testid="item-dispute" action={<Button color="inherit" component={RouterLink} to={to}>{d.canAddEvidence ? 'Add evidence' : 'Open'}</Button>}>
          {side === 'author' ? `${d.company.name} disputes your ${noun} (${d.reasonLabel}).` : `Your company disputes this ${noun} (${d.reasonLabel}).`}
          {' '}{d.canAddEvidence ? `Evidence is taken until ${formatDayTime(d.evidenceUntil)}.` : 'A moderator decides now.'}
        </Alert>
      )}
      {d && d.decision && (
        <Alert severity="info" data-testid="item-dispute" action={<Button color="inherit" component={RouterLink} to={to}>Open</Button>}>
          {`The dispute was ${d.decision.outcome}: ${d.decision.reasonLabel}${d.decision.note ? `: ${d.decision.note}` : ''}.`}
        </Alert>
      )}
      {canDispute && <div><DisputeAction itemKind={itemKind} itemId={itemId} itemTitle={itemTitle} size="medium" /></div>}
    </>
  );
}
