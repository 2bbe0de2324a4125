import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import FormatClearIcon from '@mui/icons-material/FormatClear';

interface ClearToggleProps {
  label: string;
  cleared: boolean;
  onToggle: () => void;
}

/** The button at the end of a text input that marks the field to be emptied when saved, or takes that back. */
export function ClearToggle({ label, cleared, onToggle }: ClearToggleProps) {
  const name = `Empty ${label} when saved`;
  return (
    <InputAdornment position="end">
      <Tooltip title={cleared ? `Keep ${label}` : name}>
        <IconButton
          aria-label={name}
          aria-pressed={cleared}
          edge="end"
          size="small"
          color={cleared ? 'primary' : 'default'}
          onClick={onToggle}
        >
          <FormatClearIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </InputAdornment>
  );
}
