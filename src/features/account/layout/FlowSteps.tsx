import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';

/** Where the user is in a multi-step flow (sign-up, password reset). */
export function FlowSteps({ labels, active }: { labels: readonly string[]; active: number }) {
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      sx={{ mb: 2, '& .MuiStepLabel-label': { mt: 0.5, fontSize: '0.8rem' } }}
    >
      {labels.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
