// What the public reads of a company's dispute of a review or complaint (issue 39, decision 167): the "Under dispute"
// label while it is open, and a neutral line once a moderator rejected it. Never the reason, the statement or the
// evidence. One small component so other labels can sit beside it. Its text lives here (no schema library on the
// public pages' first load).
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PublicDisputeState } from '@redress/contract/disputes';
import './plain.css';

export const UNDER_DISPUTE_LABEL = 'Under dispute';
const explain = (noun: string) => `The company disputes this ${noun}. It stays published while a moderator looks at both sides.`;

/** The chip, beside the item's other labels (nothing when there is no open dispute). */
export function DisputeChip({ state, noun }: { state: PublicDisputeState | undefined; noun: 'review' | 'complaint' }) {
  if (state !== 'open') return null;
  return <Chip size="small" color="warning" variant="outlined" label={UNDER_DISPUTE_LABEL} title={explain(noun)} aria-description={explain(noun)} data-testid="dispute-label" />;
}

/** The same chip in plain elements, for the cards that repeat down a list (decision 63): a complaint's card. */
export function PlainDisputeChip({ state, noun }: { state: PublicDisputeState | undefined; noun: 'review' | 'complaint' }) {
  if (state !== 'open') return null;
  return <span className="rd-dispute" title={explain(noun)} aria-description={explain(noun)} data-testid="dispute-label">{UNDER_DISPUTE_LABEL}</span>;
}

/** The neutral line under an item whose latest dispute was rejected (the item page only). */
export function DisputeOutcomeLine({ state, noun }: { state: PublicDisputeState | undefined; noun: 'review' | 'complaint' }) {
  if (state !== 'rejected') return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="dispute-outcome">
      {`The company disputed this ${noun}; a moderator looked at both sides and kept it.`}
    </Typography>
  );
}
