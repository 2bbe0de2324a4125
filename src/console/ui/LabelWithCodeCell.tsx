import type { ReactNode } from 'react';
import { Box, TableCell, Typography } from '@mui/material';

interface LabelWithCodeCellProps {
  label: ReactNode;
  /** The technical name beneath it (API name, record id), in monospace. */
  code: string;
  strong?: boolean;
}

/** A row header naming a thing twice: as people call it, and by its technical name. */
export function LabelWithCodeCell({ label, code, strong = false }: LabelWithCodeCellProps) {
  return (
    <TableCell component="th" scope="row">
      <Box component="span" sx={{ display: 'block', ...(strong ? { fontWeight: 500 } : {}) }}>
        {label}
      </Box>
      <Typography
        component="span"
        variant="caption"
        sx={{ display: 'block', color: 'text.secondary', fontFamily: 'monospace' }}
      >
        {code}
      </Typography>
    </TableCell>
  );
}
