import { IconButton, TableCell } from '@mui/material';
import KeyboardArrowDownIcon from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRightIcon from '@mui/icons-material/KeyboardArrowRight';

interface ExpandToggleCellProps {
  /** Accessible name of the button, e.g. "Fields of Lead Default". */
  label: string;
  open: boolean;
  /** Id of the region the button shows and hides. */
  controls: string;
  onToggle: () => void;
}

/** The first cell of an expandable table row: a button that shows or hides the row's details. */
export function ExpandToggleCell({ label, open, controls, onToggle }: ExpandToggleCellProps) {
  return (
    <TableCell padding="checkbox">
      <IconButton
        size="small"
        aria-label={label}
        aria-expanded={open}
        aria-controls={controls}
        onClick={onToggle}
      >
        {open ? <KeyboardArrowDownIcon /> : <KeyboardArrowRightIcon />}
      </IconButton>
    </TableCell>
  );
}
