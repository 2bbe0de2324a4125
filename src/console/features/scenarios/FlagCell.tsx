import { Box, TableCell } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RemoveIcon from '@mui/icons-material/Remove';

/** A yes/no flag: the shape of the icon and the word carry the meaning, colour only reinforces it. */
export function FlagCell({ on }: { on: boolean }) {
  return (
    <TableCell>
      <Box
        component="span"
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          color: on ? 'success.dark' : 'text.secondary',
        }}
      >
        {on ? <CheckCircleIcon fontSize="small" aria-hidden /> : <RemoveIcon fontSize="small" aria-hidden />}
        {on ? 'Yes' : 'No'}
      </Box>
    </TableCell>
  );
}
