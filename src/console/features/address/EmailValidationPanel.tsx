import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { EmailValidationOutput } from '../../../contract/contact-validation';
import { emailValidateMutationOptions } from '../../api/contact-validation-queries';
import type { Definition } from '../../ui/DefinitionList';
import { FormTextField } from '../../ui/FormTextField';
import { checkEmail, toEmailInput, type EmailFormValues } from './contact-form-values';
import { ContactOutcome } from './ContactOutcome';
import { ContactValidationPanel } from './ContactValidationPanel';

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
    <ContactValidationPanel
      id="email"
      title="E-mail"
      formLabel="E-mail to validate"
      pending={validation.isPending}
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          validation.mutate(toEmailInput(values), { onSuccess: onValidated }),
        )(event)
      }
      outcome={
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
    </ContactValidationPanel>
  );
}
