import type { SxProps, Theme } from '@mui/material';

/**
 * A table that stacks on a phone: each row a block of its cells, one under another, with no header (each cell's
 * content says what it is), so nothing needs a sideways scroll at 390 px; a table from the md breakpoint on.
 */
export const stackedTableSx: SxProps<Theme> = {
  '& thead': { display: { xs: 'none', md: 'table-header-group' } },
  '& tbody tr': {
    display: { xs: 'block', md: 'table-row' },
    py: { xs: 1, md: 0 },
    borderBottom: { xs: 1, md: 0 },
    borderColor: 'divider',
  },
  '& tbody td, & tbody th': {
    display: { xs: 'block', md: 'table-cell' },
    borderBottom: { xs: 'none' },
    py: { xs: 0.5 },
  },
};
