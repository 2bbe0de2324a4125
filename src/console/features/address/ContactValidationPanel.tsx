import type { FormEventHandler, ReactNode } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';

interface ContactValidationPanelProps {
  /** Names the panel's heading: `<id>-validate-heading`. */
  id: string;
  title: string;
  formLabel: string;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields, above its Validate button. */
  children: ReactNode;
  /** The verdict, below the form. */
  outcome: ReactNode;
}

/** The frame the e-mail and phone panels share: a titled section, a form with its Validate button, the verdict. */
export function ContactValidationPanel({
  id,
  title,
  formLabel,
  pending,
  onSubmit,
  children,
  outcome,
}: ContactValidationPanelProps) {
  const headingId = `${id}-validate-heading`;
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id={headingId} variant="h6" component="h3" gutterBottom>
        {title}
      </Typography>
      <Box component="form" noValidate aria-label={formLabel} onSubmit={onSubmit}>
        {children}
        <Button
          type="submit"
          variant="contained"
          startIcon={<FactCheckIcon />}
          loading={pending}
          sx={{ mt: 2 }}
        >
          Validate
        </Button>
      </Box>
      {outcome}
    </Paper>
  );
}
