import { Box, Typography } from '@mui/material';
import type { KeptField } from '../../contract/update-rules';
import { keptFieldText } from './kept-field-text';

interface KeptFieldListProps {
  kept: readonly KeptField[];
  /** Field labels by API name; a field without one shows its API name. */
  labels: ReadonlyMap<string, string>;
  /** Accessible name of the list; unique on the page. */
  label: string;
}

/** The values a field update rule kept out of a record, each with the rule and why; nothing when none was. */
export function KeptFieldList({ kept, labels, label }: KeptFieldListProps) {
  if (kept.length === 0) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, pl: 2, color: 'text.secondary' }}>
      {kept.map((field) => (
        <Typography component="li" variant="body2" key={field.field} sx={{ overflowWrap: 'anywhere' }}>
          {keptFieldText(field, labels.get(field.field) ?? field.field)}
        </Typography>
      ))}
    </Box>
  );
}
