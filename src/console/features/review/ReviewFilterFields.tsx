import { MenuItem, TextField } from '@mui/material';
import type { ReviewListFilters } from './review-list-filters';

const SCORES = [0, 80, 90, 95, 100];
const SIZES = [2, 3, 4, 5, 10];

/** "≥ 95", or "Any" for the filter that lets everything through. */
const atLeast = (value: number, none: number) => (value === none ? 'Any' : `≥ ${value}`);

/** The choices of a select, with the value an address holds when it is none of them, so the select shows it. */
const choices = (values: readonly number[], value: number) =>
  values.includes(value) ? values : [...values, value].sort((a, b) => a - b);

/** A review list's score and size filters, which the service applies to every page. */
export function ReviewFilterFields({
  value,
  onChange,
}: {
  value: Pick<ReviewListFilters, 'minScore' | 'minRecords'>;
  onChange: (changes: Pick<ReviewListFilters, 'minScore' | 'minRecords'>) => void;
}) {
  return (
    <>
      <TextField
        select
        size="small"
        label="Average score"
        value={value.minScore}
        onChange={(event) => onChange({ ...value, minScore: Number(event.target.value) })}
        sx={{ minWidth: 140 }}
      >
        {choices(SCORES, value.minScore).map((score) => (
          <MenuItem key={score} value={score}>
            {atLeast(score, 0)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Records"
        value={value.minRecords}
        onChange={(event) => onChange({ ...value, minRecords: Number(event.target.value) })}
        sx={{ minWidth: 120 }}
      >
        {choices(SIZES, value.minRecords).map((size) => (
          <MenuItem key={size} value={size}>
            {atLeast(size, 2)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
