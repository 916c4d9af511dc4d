// Where the customer is in filing: company -> complaint -> review and submit.
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

const STEPS = ['Company', 'Your complaint', 'Review and submit'];

export function FilingSteps({ active }: { active: 0 | 1 | 2 }) {
  return (
    <Stepper activeStep={active} alternativeLabel aria-label="Steps" sx={{ mb: 3, '& .MuiStepLabel-label': { fontSize: { xs: 12, sm: 14 } } }}>
      {STEPS.map((label, i) => (
        <Step key={label} completed={i < active}>
          <StepLabel slotProps={{ label: { 'aria-current': i === active ? 'step' : undefined } as object }}>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
