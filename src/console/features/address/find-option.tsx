import type { HTMLAttributes, Key } from 'react';
import { Box, Chip, Typography } from '@mui/material';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import HomeIcon from '@mui/icons-material/Home';
import LocationCityIcon from '@mui/icons-material/LocationCity';
import MarkunreadMailboxIcon from '@mui/icons-material/MarkunreadMailbox';
import SignpostIcon from '@mui/icons-material/Signpost';
import type { AddressFindSuggestion, AddressSuggestionType } from '../../../contract/address';
import { parseHighlight } from './highlight-ranges';
import { HighlightedText } from './HighlightedText';

const TYPE_ICON: Record<AddressSuggestionType, typeof HomeIcon> = {
  Address: HomeIcon,
  Street: SignpostIcon,
  Postcode: MarkunreadMailboxIcon,
  Locality: LocationCityIcon,
};

/**
 * One find suggestion in the type-ahead list: the matched parts in bold, its type as an icon and in words, and for
 * a street, postcode or city the sign that choosing it opens the list of what it holds.
 */
export function renderFindOption(
  { key, ...props }: HTMLAttributes<HTMLLIElement> & { key: Key },
  suggestion: AddressFindSuggestion,
) {
  const ranges = parseHighlight(suggestion.highlight);
  const Icon = TYPE_ICON[suggestion.type];
  const container = suggestion.type !== 'Address';
  return (
    <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
      <Icon sx={{ color: 'text.secondary' }} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box component="span" sx={{ display: 'block' }}>
          <HighlightedText text={suggestion.address} ranges={ranges.address} />
        </Box>
        <Typography component="span" variant="body2" sx={{ display: 'block', color: 'text.secondary' }}>
          <HighlightedText text={suggestion.description} ranges={ranges.description} />
        </Typography>
      </Box>
      <Chip size="small" variant="outlined" label={suggestion.type} />
      {container && <ChevronRightIcon titleAccess="opens its list" />}
    </Box>
  );
}
