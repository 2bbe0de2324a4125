import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Stack } from '@mui/material';
import type { PhoneValidationOutput } from '../../../contract/contact-validation';
import { phoneValidateMutationOptions } from '../../api/contact-validation-queries';
import type { Definition } from '../../ui/DefinitionList';
import { FormTextField } from '../../ui/FormTextField';
import { checkPhoneNumber, phoneTypeLabel, toPhoneInput, type PhoneFormValues } from './contact-form-values';
import { ContactOutcome } from './ContactOutcome';
import { ContactValidationPanel } from './ContactValidationPanel';
import { countryName } from './countries';
import { CountryField } from './CountryField';

const NONE = '—';

const phoneFacts = (output: PhoneValidationOutput): Definition[] => [
  { key: 'e164', term: 'E.164', description: output.e164 ?? NONE },
  { key: 'national', term: 'National', description: output.national ?? NONE },
  { key: 'international', term: 'International', description: output.international ?? NONE },
  { key: 'type', term: 'Type', description: phoneTypeLabel(output.phoneType) },
  {
    key: 'country',
    term: 'Country',
    description: output.countryCode
      ? `${countryName(output.countryCode) ?? output.countryCode} (${output.countryCode})`
      : NONE,
  },
];

/** A phone number to validate, read for a country unless it has its own code, and the verdict. */
export function PhoneValidationPanel({ onValidated }: { onValidated: () => void }) {
  const form = useForm<PhoneFormValues>({ defaultValues: { phoneNumber: '', country: '' } });
  const validation = useMutation(phoneValidateMutationOptions());
  return (
    <ContactValidationPanel
      id="phone"
      title="Phone"
      formLabel="Phone number to validate"
      pending={validation.isPending}
      onSubmit={(event) =>
        void form.handleSubmit((values) =>
          validation.mutate(toPhoneInput(values), { onSuccess: onValidated }),
        )(event)
      }
      outcome={
        <ContactOutcome
          validation={validation}
          what="phone number"
          label="Phone verdict"
          factsOf={phoneFacts}
          onUseSuggestion={(suggestion) => {
            form.setValue('phoneNumber', suggestion, { shouldDirty: true });
            form.clearErrors();
            form.setFocus('phoneNumber');
          }}
        />
      }
    >
      <Stack spacing={2}>
        <FormTextField
          control={form.control}
          name="phoneNumber"
          label="Phone number"
          required
          slotProps={{ htmlInput: { inputMode: 'tel' } }}
          autoComplete="off"
          hint="National, or with its country code: +44 20 7946 0018"
          rules={{ validate: (value) => checkPhoneNumber(value) ?? true }}
        />
        <CountryField
          control={form.control}
          required={false}
          emptyHint="Leave empty for the service's default country"
        />
      </Stack>
    </ContactValidationPanel>
  );
}
