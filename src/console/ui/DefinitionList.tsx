import type { ReactNode } from 'react';
import { Box } from '@mui/material';

export interface Definition {
  key: string;
  term: ReactNode;
  description: ReactNode;
}

/** Terms and their values side by side (stacked on narrow screens): a record's fields, an event's facts. */
export function DefinitionList({ items }: { items: readonly Definition[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(10rem, auto) 1fr' },
        columnGap: 2,
        rowGap: 0.75,
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>
            {item.term}
          </Box>
          <Box component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
            {item.description}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
