import { MenuItem, TextField } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';

interface RecordTypeSelectProps {
  types: readonly SObjectSummary[];
  /** The API name of the type shown; empty while none is. */
  value: string;
  onChange: (typeName: string) => void;
}

/** The record type whose records are listed, by its plural label. */
export function RecordTypeSelect({ types, value, onChange }: RecordTypeSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Record type"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ flex: '0 1 220px', minWidth: 160 }}
    >
      {types.map((type) => (
        <MenuItem key={type.name} value={type.name}>
          {type.labelPlural}
        </MenuItem>
      ))}
    </TextField>
  );
}
