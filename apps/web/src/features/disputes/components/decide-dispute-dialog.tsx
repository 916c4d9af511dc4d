// A moderator's decision on a dispute: upheld (the item is hidden from the public with a moderation reason) or
// rejected (it stays, the label goes), a reason code and a note; both sides are told.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  DISPUTE_REJECT_REASON_LABELS, DISPUTE_REJECT_REASONS, MODERATION_REASON_LABELS, MODERATION_REASONS, type DecideDisputeRequest, type Dispute,
} from '@redress/contract';
import { useState } from 'react';
import { CodedDecisionDialog, useCodedDecision } from '../../../components/coded-decision-dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDecideDispute } from '../api/decide-dispute.ts';
import { KIND_NOUN } from './labels.ts';

type Outcome = DecideDisputeRequest['outcome'];

const REASONS: Record<Outcome, readonly (readonly [string, string])[]> = {
  upheld: MODERATION_REASONS.map((r) => [r, MODERATION_REASON_LABELS[r]] as const),
  rejected: DISPUTE_REJECT_REASONS.map((r) => [r, DISPUTE_REJECT_REASON_LABELS[r]] as const),
};

export function DecideDisputeDialog({ dispute: d, open, onClose }: { dispute: Dispute; open: boolean; onClose: () => void }) {
  const [outcome, setOutcome] = useState<Outcome | ''>('');
  const decision = useCodedDecision();
  const mutation = useDecideDispute(d.id);
  const noun = KIND_NOUN[d.itemKind];
  const outcomeError = decision.tried && !outcome ? 'Choose upheld or rejected' : undefined;
  const close = () => {
    setOutcome('');
    decision.reset();
    mutation.reset();
    onClose();
  };
  const submit = async () => {
    if (!decision.attempt() || !outcome) return;
    try {
      await mutation.mutateAsync({ outcome, reason: decision.reason, ...decision.noteBody() } as DecideDisputeRequest);
      toast.success(outcome === 'upheld' ? `Upheld: the ${noun} is hidden; both sides are told` : `Rejected: the ${noun} stays; both sides are told`);
      close();
    } catch {
      // shown in the dialog
    }
  };
  return (
    <CodedDecisionDialog
      decision={decision} open={open} onClose={close} titleId="decide-dispute-title" title="Decide the dispute"
      intro="Both sides are told the outcome, the reason and your note, by notification and e-mail; the decision is audited."
      reasons={outcome ? REASONS[outcome] : []} reasonDisabled={!outcome} noteHelp="Both sides read it." noteMax={1000}
      error={mutation.isError ? mutation.error : null} pending={mutation.isPending} submitLabel="Decide" onSubmit={() => void submit()}
    >
      <div>
        <FormLabel id="outcome-label" required error={!!outcomeError}>Outcome</FormLabel>
        <RadioGroup aria-labelledby="outcome-label" value={outcome} onChange={(e) => { setOutcome(e.target.value as Outcome); decision.setReason(''); }}>
          <FormControlLabel value="upheld" control={<Radio />} label={`Upheld: hide the ${noun} from the public`} />
          <FormControlLabel value="rejected" control={<Radio />} label={`Rejected: the ${noun} stays published`} />
        </RadioGroup>
        {outcomeError && <Typography variant="caption" color="error">{outcomeError}</Typography>}
      </div>
    </CodedDecisionDialog>
  );
}
