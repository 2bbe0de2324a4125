import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { IMPORT_STEPS } from './import-status';

/**
 * Where the import stands among its steps: a stepper where there is room, one line on a phone, where five labels
 * side by side do not fit.
 */
export function ImportStepper({ active, done = false }: { active: number; done?: boolean }) {
  return (
    <>
      <Stepper
        activeStep={done ? IMPORT_STEPS.length : active}
        sx={{ display: { xs: 'none', sm: 'flex' }, mb: 3 }}
      >
        {IMPORT_STEPS.map((step) => (
          <Step key={step}>
            <StepLabel>{step}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography sx={{ display: { xs: 'block', sm: 'none' }, mb: 2, color: 'text.secondary' }}>
        Step {active + 1} of {IMPORT_STEPS.length}: {IMPORT_STEPS[active]}
      </Typography>
    </>
  );
}
