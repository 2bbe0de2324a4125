import { Controller, type Control } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { checkCountry, type AddressFormValues } from './address-form-values';
import { COUNTRIES, countryMatches, countryName, resolveCountry } from './countries';
import { renderCountryOption } from './country-option';

/**
 * The country of the validate form: a code or a name typed freely, or picked from the list (which puts the code
 * in); the helper names the country the text stands for, so a steward sees "GB" is the United Kingdom.
 */
export function CountryField({ control }: { control: Control<AddressFormValues> }) {
  return (
    <Controller
      name="country"
      control={control}
      rules={{ validate: (value) => checkCountry(value) ?? true }}
      render={({ field, fieldState }) => {
        const code = resolveCountry(field.value);
        return (
          <Autocomplete
            freeSolo
            options={COUNTRIES}
            value={null}
            inputValue={field.value}
            autoHighlight
            getOptionLabel={(option) => (typeof option === 'string' ? option : option.code)}
            filterOptions={(options, state) =>
              options.filter((option) => countryMatches(option, state.inputValue))
            }
            renderOption={renderCountryOption}
            onInputChange={(_event, value, reason) => {
              // "reset" is the list echoing the chosen option, which onChange has already put in.
              if (reason !== 'reset') field.onChange(value);
            }}
            onChange={(_event, option) => {
              if (option && typeof option !== 'string') field.onChange(option.code);
            }}
            onBlur={field.onBlur}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                name={field.name}
                label="Country"
                required
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ?? (code ? countryName(code) : 'A code such as GB, or a name')
                }
              />
            )}
          />
        );
      }}
    />
  );
}
