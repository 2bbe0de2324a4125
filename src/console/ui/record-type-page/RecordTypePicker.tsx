import { Autocomplete, Box, TextField, Typography } from '@mui/material';
import type { SObjectSummary } from '../../../contract/sobjects';
import { matchesRecordType } from './resolve-record-type';

interface RecordTypePickerProps {
  types: SObjectSummary[];
  value: SObjectSummary | null;
  loading: boolean;
  onChange: (type: SObjectSummary) => void;
}

/** Record types by label with their key prefix; typing a label, API name or prefix (00Q) narrows the list. */
export function RecordTypePicker({ types, value, loading, onChange }: RecordTypePickerProps) {
  return (
    <Autocomplete
      sx={{ width: { xs: '100%', sm: 360 } }}
      options={types}
      value={value}
      loading={loading}
      disableClearable={value !== null}
      autoHighlight
      isOptionEqualToValue={(option, selected) => option.name === selected.name}
      getOptionLabel={(type) => type.label}
      filterOptions={(options, state) => options.filter((type) => matchesRecordType(type, state.inputValue))}
      onChange={(_event, type) => {
        if (type) onChange(type);
      }}
      renderOption={({ key, ...props }, type) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', gap: 1 }}>
          <span>{type.label}</span>
          {/* The API name only where it is not the label: what an admin may type to find a renamed type. */}
          {type.name !== type.label && (
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              {type.name}
            </Typography>
          )}
        </Box>
      )}
      renderInput={(params) => (
        <TextField {...params} label="Record type" helperText="Type a name or a key prefix such as 00Q" />
      )}
    />
  );
}
