import { MenuItem, TextField } from '@mui/material';
import { STATUS_FILTERS, STATUS_TEXT, type StatusFilter } from './review-status';

/** The status filter of a review list: to review (the default), merged, not duplicates, or all. */
export function ReviewStatusSelect({
  value,
  onChange,
}: {
  value: StatusFilter;
  onChange: (status: StatusFilter) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Status"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilter)}
      sx={{ minWidth: 180 }}
    >
      {STATUS_FILTERS.map((status) => (
        <MenuItem key={status} value={status}>
          {STATUS_TEXT[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}
