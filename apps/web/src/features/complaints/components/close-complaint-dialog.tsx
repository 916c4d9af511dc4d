// Closing one's complaint: the reason, and whether it was solved. Loaded when first opened, like the other dialogs
// (decisions 52 and 55): the radio group stays out of the complaint page's first load.
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useState } from 'react';
import { ReasonDialog } from '../../../components/reason-dialog.tsx';

export type CloseOutcome = 'resolved' | 'unresolved';

export function CloseComplaintDialog({ open, onClose, onSubmit }: {
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string, outcome: CloseOutcome) => Promise<unknown>;
}) {
  const [outcome, setOutcome] = useState<CloseOutcome>('resolved');
  return (
    <ReasonDialog
      open={open} onClose={onClose} title="Close your complaint" confirmLabel="Close complaint"
      text="Closing ends the conversation with the company. Tell others how it ended."
      onSubmit={(reason) => onSubmit(reason, outcome)}
    >
      <FormLabel id="close-outcome-label" sx={{ display: 'block', mb: 0.5 }}>Was it solved?</FormLabel>
      <RadioGroup aria-labelledby="close-outcome-label" value={outcome} onChange={(e) => setOutcome(e.target.value as CloseOutcome)} sx={{ mb: 1 }}>
        <FormControlLabel value="resolved" control={<Radio />} label="Yes, resolved" />
        <FormControlLabel value="unresolved" control={<Radio />} label="No, unresolved" />
      </RadioGroup>
    </ReasonDialog>
  );
}
