import { useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Autocomplete, Box, Grid, TextField } from '@mui/material';
import type { AddressFindInput, AddressFindSuggestion } from '../../../contract/address';
import { ApiErrorAlert } from '../../ui/ApiErrorAlert';
import { findQueryOptions } from './address-queries';
import { ContainerTrail } from './ContainerTrail';
import { useDefaultCountry } from '../../config/use-default-country';
import { COUNTRIES, countryByCode, countryMatches, type Country } from './countries';
import { renderCountryOption } from './country-option';
import { renderFindOption } from './find-option';
import { findStatusReason } from './find-status-reason';
import { useDebouncedValue } from '../../ui/use-debounced-value';

/** Long enough to skip the keystrokes of a word typed in one go, short enough to feel immediate. */
const FIND_DELAY_MS = 150;

interface AddressFinderProps {
  /** A suggestion of type Address was chosen: retrieve it. */
  onAddress: (suggestion: AddressFindSuggestion) => void;
}

/**
 * The find type-ahead: suggestions for what is typed, in the deployment's default country to start with (or
 * another, or any). Choosing a street, postcode or city
 * opens it: the list then shows what it holds, narrowed by what is typed next, and the trail above leads back.
 * Choosing an address hands it on to be retrieved.
 */
export function AddressFinder({ onAddress }: AddressFinderProps) {
  const [text, setText] = useState('');
  const defaultCountry = useDefaultCountry();
  // Starting with no country would leave "New York" without a place to find: most people look in their own.
  const [country, setCountry] = useState<Country | null>(
    () => (defaultCountry === undefined ? undefined : countryByCode(defaultCountry)) ?? null,
  );
  const [trail, setTrail] = useState<AddressFindSuggestion[]>([]);
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const container = trail.at(-1)?.container;
  const input = useMemo<AddressFindInput>(
    () => ({
      address: text.trim(),
      ...(country && { country: country.code }),
      ...(container && { container }),
    }),
    [text, country, container],
  );
  const settled = useDebouncedValue(input, FIND_DELAY_MS);
  const searching = settled.address !== '' || settled.container !== undefined;
  const find = useQuery({ ...findQueryOptions(settled), enabled: searching });
  // Right after a container is opened or left, the list on screen belongs to the level before.
  const current = searching && settled.container === input.container;
  const suggestions = current ? (find.data?.suggestions ?? []) : [];
  const waiting = input !== settled || find.isFetching;
  // The service says why a container lists nothing or only part of what it stands for (no street data there).
  const reason = current && find.data ? findStatusReason(find.data.status.message) : '';
  const inContainer = trail.length > 0;

  const openContainer = (next: AddressFindSuggestion[]) => {
    setTrail(next);
    setText('');
    setOpen(true);
    // From the trail, focus is on a link: the list belongs to the box, and closes when the box loses focus.
    inputRef.current?.focus();
  };

  return (
    <>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 4, md: 3 }}>
          <Autocomplete
            options={COUNTRIES}
            value={country}
            autoHighlight
            getOptionLabel={(option) => `${option.name} (${option.code})`}
            isOptionEqualToValue={(option, selected) => option.code === selected.code}
            filterOptions={(options, state) =>
              options.filter((option) => countryMatches(option, state.inputValue))
            }
            renderOption={renderCountryOption}
            onChange={(_event, next) => {
              setCountry(next);
              // Containers belong to a country: another country starts the search over.
              setTrail([]);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                label="Country"
                placeholder="Any country"
                slotProps={{
                  ...params.slotProps,
                  inputLabel: { ...params.slotProps.inputLabel, shrink: true },
                }}
              />
            )}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 8, md: 9 }}>
          <ContainerTrail trail={trail} onBack={(depth) => openContainer(trail.slice(0, depth))} />
          <Autocomplete<AddressFindSuggestion>
            options={suggestions}
            value={null}
            inputValue={text}
            open={open}
            onOpen={() => setOpen(true)}
            onClose={() => setOpen(false)}
            // The list stays open when a container is opened; choosing an address closes it below.
            disableCloseOnSelect
            clearOnBlur={false}
            autoHighlight
            loading={waiting}
            loadingText="Looking for addresses…"
            noOptionsText={
              reason ||
              (!searching
                ? 'Type a street, postcode or city.'
                : inContainer
                  ? `Nothing in ${trail.at(-1)?.address ?? ''} matches what is typed.`
                  : 'Nothing matches. Check the spelling or the country.')
            }
            // The service has already narrowed and ranked the list.
            filterOptions={(options) => options}
            getOptionLabel={(suggestion) => suggestion.address}
            getOptionKey={(suggestion) => suggestion.container}
            isOptionEqualToValue={(option, selected) => option.container === selected.container}
            renderOption={renderFindOption}
            onInputChange={(_event, value, reason) => {
              // A "reset" is the list putting the chosen option's label in the box; what is typed stays.
              if (reason !== 'reset') setText(value);
            }}
            onChange={(_event, suggestion) => {
              if (!suggestion) return;
              if (suggestion.type !== 'Address') {
                openContainer([...trail, suggestion]);
                return;
              }
              setOpen(false);
              setText(suggestion.address);
              onAddress(suggestion);
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={inputRef}
                label="Find an address"
                helperText={
                  inContainer
                    ? reason || `Listing what ${trail.at(-1)?.address ?? ''} holds; type to narrow the list.`
                    : 'Type an address, street, postcode or city; choose a street, postcode or city to list what it holds.'
                }
              />
            )}
          />
        </Grid>
      </Grid>
      {find.isError && (
        <Box sx={{ mt: 2 }}>
          <ApiErrorAlert error={find.error} onRetry={() => void find.refetch()} />
        </Box>
      )}
    </>
  );
}
