import { useEffect, useRef, useState } from 'react';
import { InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** Long enough to finish a word, short enough to feel immediate. */
const SEARCH_DELAY_MS = 300;

interface RecordSearchFieldProps {
  label: string;
  /** The search the list shows: the address's, which Back changes too. */
  value: string;
  /** The text once typing has paused. */
  onSearch: (text: string) => void;
}

/** A search box that asks for a new list only once typing pauses, and shows the list's search when Back changes it. */
export function RecordSearchField({ label, value, onSearch }: RecordSearchFieldProps) {
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
  }
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <TextField
      type="search"
      size="small"
      label={label}
      placeholder="Text in any field"
      value={text}
      onChange={(event) => {
        const typed = event.target.value;
        setText(typed);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => onSearch(typed), SEARCH_DELAY_MS);
      }}
      sx={{ flex: '1 1 240px', maxWidth: { sm: 360 } }}
      slotProps={{
        // The service searches at most 100 characters.
        htmlInput: { maxLength: 100 },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
