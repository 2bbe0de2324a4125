import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Box, Button, Paper, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import type { EmailValidationOutput } from '../../../contract/contact-validation';
import { emailValidateMutationOptions } from '../../api/contact-validation-queries';
import type { Definition } from '../../ui/DefinitionList';
import { FormTextField } from '../../ui/FormTextField';
import { checkEmail, toEmailInput, type EmailFormValues } from './contact-form-values';
import { ContactOutcome } from './ContactOutcome';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const emailFacts = (output: EmailValidationOutput): Definition[] => [
  { key: 'complete', term: 'Address', description: output.complete },
  { key: 'free', term: 'Free mail provider', description: yesNo(output.free) },
  { key: 'disposable', term: 'Disposable', description: yesNo(output.disposable) },
];

/** An e-mail address to validate, and the verdict; a suggestion can be taken into the field and validated. */
export function EmailValidationPanel({ onValidated }: { onValidated: () => void }) {
  const form = useForm<EmailFormValues>({ defaultValues: { emailAddress: '' } });
  const validation = useMutation(emailValidateMutationOptions());
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="email-validate-heading"
      sx={{ p: { xs: 2, sm: 3 }, height: '100%' }}
    >
      <Typography id="email-validate-heading" variant="h6" component="h3" gutterBottom>
        E-mail
      </Typography>
      <Box
        component="form"
        noValidate
        aria-label="E-mail to validate"
        onSubmit={(event) =>
          void form.handleSubmit((values) =>
            validation.mutate(toEmailInput(values), { onSuccess: onValidated }),
          )(event)
        }
      >
        <FormTextField
          control={form.control}
          name="emailAddress"
          label="E-mail address"
          required
          // Text, not "email": the browser would refuse or rewrite the very addresses worth checking.
          slotProps={{ htmlInput: { inputMode: 'email' } }}
          autoComplete="off"
          rules={{ validate: (value) => checkEmail(value) ?? true }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<FactCheckIcon />}
          loading={validation.isPending}
          sx={{ mt: 2 }}
        >
          Validate
        </Button>
      </Box>
      <ContactOutcome
        validation={validation}
        what="e-mail address"
        label="E-mail verdict"
        factsOf={emailFacts}
        onUseSuggestion={(suggestion) => {
          form.setValue('emailAddress', suggestion, { shouldDirty: true });
          form.clearErrors();
          form.setFocus('emailAddress');
        }}
      />
    </Paper>
  );
}
