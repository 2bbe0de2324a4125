import type { ReactNode } from 'react';
import { Typography } from '@mui/material';

/** A card's one number, large enough to read across the room. */
export function HeadlineFigure({ children }: { children: ReactNode }) {
  return (
    <Typography component="p" variant="h3" sx={{ fontVariantNumeric: 'tabular-nums', mb: 1 }}>
      {children}
    </Typography>
  );
}
