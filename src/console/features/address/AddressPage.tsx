import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Box, Grid, Typography } from '@mui/material';
import type { Address } from '../../../contract/address';
import { addressUsageKeys } from '../../api/address-usage-queries';
import { useHasRole } from '../../auth/use-has-role';
import { AddressFinder } from './AddressFinder';
import { useDefaultCountry } from '../../config/use-default-country';
import { AddressForm } from './AddressForm';
import { EmailValidationPanel } from './EmailValidationPanel';
import { PhoneValidationPanel } from './PhoneValidationPanel';
import {
  addressFieldsOf,
  addressOptionsOf,
  emptyAddressForm,
  toValidationInput,
  type AddressFormValues,
  type AddressTextField,
} from './address-form-values';
import { retrieveMutationOptions, validateMutationOptions } from './address-queries';
import { RetrieveOutcome } from './RetrieveOutcome';
import { UsageSection } from './UsageSection';
import { ValidationOutcome } from './ValidationOutcome';

/**
 * Address: find an address as you type and retrieve it, or validate one entered by hand; the result shows the
 * advice and the suggestions, whose fields the steward can take over into the form. E-mail addresses and phone
 * numbers are validated beside it. Admins see the credits spent.
 */
export default function AddressPage() {
  const isAdmin = useHasRole('admin');
  const queryClient = useQueryClient();
  const defaultCountry = useDefaultCountry() ?? '';
  const form = useForm<AddressFormValues>({ defaultValues: emptyAddressForm(defaultCountry) });
  const retrieve = useMutation(retrieveMutationOptions());
  const validate = useMutation(validateMutationOptions());
  // Every validation and retrieval spends credit, so a usage table seen before is out of date.
  const refreshUsage = () => void queryClient.invalidateQueries({ queryKey: addressUsageKeys.all });

  // setValue rather than reset: reset drops the fields' registration, and with it the focus given next.
  const fill = (address: Address) => {
    const fields = addressFieldsOf(address);
    for (const name of Object.keys(fields) as AddressTextField[]) {
      form.setValue(name, fields[name], { shouldDirty: true });
    }
    form.clearErrors();
  };

  return (
    <>
      <title>Address · Steward</title>
      <Typography variant="h4" component="h1" gutterBottom>
        Address
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>
        Find an address as you type, or enter one and validate it: Steward checks it against the reference
        data, corrects and completes it, and can add its coordinates. Finding is free; choosing an address
        from the list and validating each cost a credit, or 5 with coordinates. E-mail addresses and phone
        numbers are checked below, a credit each.
      </Typography>

      <Box component="section" aria-labelledby="address-find-heading">
        <Typography id="address-find-heading" variant="h5" component="h2" gutterBottom>
          Find
        </Typography>
        <AddressFinder
          onAddress={(suggestion) =>
            retrieve.mutate(
              { container: suggestion.container, addressOptions: addressOptionsOf(form.getValues()) },
              {
                onSuccess: (output) => {
                  if (output.address) fill(output.address);
                  refreshUsage();
                },
              },
            )
          }
        />
      </Box>
      <RetrieveOutcome retrieve={retrieve} />

      <Box component="section" aria-labelledby="address-validate-heading" sx={{ mt: 4 }}>
        <Typography id="address-validate-heading" variant="h5" component="h2" gutterBottom>
          Validate
        </Typography>
        <AddressForm
          form={form}
          validating={validate.isPending}
          onValidate={(values) => validate.mutate(toValidationInput(values), { onSuccess: refreshUsage })}
          onReset={() => {
            form.reset(emptyAddressForm(defaultCountry));
            retrieve.reset();
            validate.reset();
          }}
        />
      </Box>
      <ValidationOutcome
        validate={validate}
        onUse={(address) => {
          fill(address);
          // The button is far below the form: take the steward to what it filled.
          form.setFocus('street');
        }}
      />

      <Box component="section" aria-labelledby="contact-validate-heading" sx={{ mt: 4 }}>
        <Typography id="contact-validate-heading" variant="h5" component="h2" gutterBottom>
          E-mail and phone
        </Typography>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 6 }}>
            <EmailValidationPanel onValidated={refreshUsage} />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <PhoneValidationPanel onValidated={refreshUsage} />
          </Grid>
        </Grid>
      </Box>

      {isAdmin && <UsageSection />}
    </>
  );
}
