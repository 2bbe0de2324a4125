import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Autocomplete, TextField } from '@mui/material';
import { checkCountry } from './address-form-values';
import { COUNTRIES, countryMatches, countryName, resolveCountry } from './countries';
import { renderCountryOption } from './country-option';

interface CountryFieldProps<Values extends FieldValues & { country: string }> {
  control: Control<Values>;
  /** Without it an empty field is allowed, and the helper says what the service assumes then. */
  required?: boolean;
  /** The helper of an empty optional field. */
  emptyHint?: string;
}

/**
 * The country of a form: a code or a name typed freely, or picked from the list (which puts the code in); the
 * helper names the country the text stands for, so a steward sees "GB" is the United Kingdom.
 */
export function CountryField<Values extends FieldValues & { country: string }>({
  control,
  required = true,
  emptyHint = 'A code such as GB, or a name',
}: CountryFieldProps<Values>) {
  return (
    <Controller
      name={'country' as Path<Values>}
      control={control}
      rules={{
        validate: (value: string) =>
          !required && value.trim() === '' ? true : (checkCountry(value) ?? true),
      }}
      render={({ field, fieldState }) => {
        const text = field.value as string;
        const code = resolveCountry(text);
        return (
          <Autocomplete
            freeSolo
            options={COUNTRIES}
            value={null}
            inputValue={text}
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
                required={required}
                error={fieldState.error !== undefined}
                helperText={
                  fieldState.error?.message ??
                  (code ? countryName(code) : text.trim() === '' ? emptyHint : 'A code such as GB, or a name')
                }
              />
            )}
          />
        );
      }}
    />
  );
}
