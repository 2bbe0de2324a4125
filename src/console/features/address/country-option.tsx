import type { HTMLAttributes, Key } from 'react';
import { Box, Typography } from '@mui/material';
import type { Country } from './countries';

/** A country in a picker's list: its name, and its code for those who know it by code. */
export function renderCountryOption(
  { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
  country: Country,
) {
  return (
    <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
      <span>{country.name}</span>
      <Typography component="span" variant="body2" sx={{ color: 'text.secondary', fontFamily: 'monospace' }}>
        {country.code}
      </Typography>
    </Box>
  );
}
