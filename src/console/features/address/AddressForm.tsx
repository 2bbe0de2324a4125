import type { UseFormReturn } from 'react-hook-form';
import { Box, Button, Grid, Paper, Typography } from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { SwitchField } from '../../ui/SwitchField';
import { checkStreet, type AddressFormValues } from './address-form-values';
import { AddressTextInput } from './AddressTextInput';
import { CountryField } from './CountryField';

interface AddressFormProps {
  /** Owned by the page, so a retrieved address or a suggestion can fill it. */
  form: UseFormReturn<AddressFormValues>;
  validating: boolean;
  onValidate: (values: AddressFormValues) => void;
  onReset: () => void;
}

/** The address to validate and the options of the call, checked in the browser before anything is sent. */
export function AddressForm({ form, validating, onValidate, onReset }: AddressFormProps) {
  const { control, handleSubmit } = form;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => void handleSubmit(onValidate)(event)}
        aria-label="Address to validate"
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <AddressTextInput control={control} name="street" label="Street" check={checkStreet} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <AddressTextInput
              control={control}
              name="housenumber"
              label="House number"
              hint="With its addition, e.g. 90B"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <AddressTextInput control={control} name="postalcode" label="Postcode" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <AddressTextInput control={control} name="city" label="City" />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <AddressTextInput
              control={control}
              name="state"
              label="State"
              hint="Code or name, if the country has them"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <CountryField control={control} />
          </Grid>
        </Grid>

        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mt: 3 }}>
          <Typography component="legend" variant="h6" sx={{ mb: 1 }}>
            Options
          </Typography>
          <Grid container spacing={1}>
            <Grid size={{ xs: 12, md: 6 }}>
              <SwitchField
                control={control}
                name="houseNumber"
                label="Split house number: answer it apart from the street"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SwitchField
                control={control}
                name="housenumberAddition"
                label="Split addition: answer 90B as 90 and B"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SwitchField
                control={control}
                name="geocode"
                label="Geocode: add coordinates (4 more credits)"
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SwitchField
                control={control}
                name="convertToSuggestionStatus"
                label="Answer a verified address with its verification level as the status, as the original did"
              />
            </Grid>
          </Grid>
        </Box>

        <Box sx={{ display: 'flex', gap: 1, mt: 3 }}>
          <Button type="submit" variant="contained" startIcon={<FactCheckIcon />} loading={validating}>
            Validate
          </Button>
          <Button type="button" onClick={onReset}>
            Reset
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
