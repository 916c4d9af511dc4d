// The complaint's progress: waiting for the company (or overdue, or flagged) -> in review -> processed -> resolved
// or unresolved. An ordered list; the current step is marked aria-current.
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import RadioButtonChecked from '@mui/icons-material/RadioButtonChecked';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import type { ComplaintStatus } from '@redress/contract';
import { timelineSteps, type TimelineStep } from '../lib/status.ts';
import { visuallyHidden } from '../../../components/visually-hidden.ts';

function colorOf(step: TimelineStep) {
  if (step.tone === 'alert') return '#a3262c';
  if (step.tone === 'success' || step.state === 'done') return '#17632f';
  if (step.state === 'current') return '#0b4f9c';
  return 'text.secondary';
}

function StepIcon({ step }: { step: TimelineStep }) {
  const sx = { color: colorOf(step), fontSize: 24 };
  if (step.tone === 'alert') return <ErrorOutline aria-hidden sx={sx} />;
  if (step.state === 'done' || (step.state === 'current' && step.tone === 'success')) return <CheckCircle aria-hidden sx={sx} />;
  if (step.state === 'current') return <RadioButtonChecked aria-hidden sx={sx} />;
  return <RadioButtonUnchecked aria-hidden sx={sx} />;
}

const stateText = { done: 'done', current: 'current step', todo: 'not yet' } as const;

export function StatusTimeline({ status }: { status: ComplaintStatus }) {
  const steps = timelineSteps(status);
  return (
    <Box
      component="ol" aria-label="Progress"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: { xs: 1, sm: 0 } }}
    >
      {steps.map((step, i) => (
        <Box
          component="li" key={step.key} aria-current={step.state === 'current' ? 'step' : undefined}
          sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: { xs: 'row', sm: 'column' }, alignItems: { xs: 'center', sm: 'flex-start' }, gap: 1, position: 'relative' }}
        >
          <Box sx={{ display: 'flex', alignItems: 'center', width: { sm: '100%' } }}>
            <StepIcon step={step} />
            {i < steps.length - 1 && <Box aria-hidden sx={{ display: { xs: 'none', sm: 'block' }, flex: 1, height: 2, mx: 1, bgcolor: steps[i + 1]!.state === 'todo' ? 'divider' : '#17632f' }} />}
          </Box>
          {/* Side by side, each label keeps clear of the next one's (a long one wraps instead of running into it). */}
          <Box sx={{ fontSize: 14, pr: { sm: 2 }, fontWeight: step.state === 'current' ? 700 : 400, color: step.state === 'todo' ? 'text.secondary' : 'text.primary' }}>
            {step.label}<Box component="span" sx={visuallyHidden}>, {stateText[step.state]}</Box>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
