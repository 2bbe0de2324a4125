import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

interface ChartFigureProps {
  /** What the chart shows, in words: its text alternative, as the drawing is hidden from screen readers. */
  caption: ReactNode;
  children: ReactNode;
}

/** A chart with its caption, which names the figure for assistive technology and helps everyone read it. */
export function ChartFigure({ caption, children }: ChartFigureProps) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="body2" sx={{ mb: 1 }}>
        {caption}
      </Typography>
      {children}
    </Box>
  );
}
