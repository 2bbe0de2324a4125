import { Box, TableCell, Typography } from '@mui/material';
import type { FieldExplanation } from '../../../contract/explain';

const EMPTY = '—';

interface FieldSideCellProps {
  side: FieldExplanation['input'];
  /** The label of the field the value came from, when it is not the row's field (names entered swapped). */
  swappedFrom?: string;
}

/** One side of a field comparison: the value, what the method compared (normalised) and the frequent words set aside. */
export function FieldSideCell({ side, swappedFrom }: FieldSideCellProps) {
  return (
    <TableCell sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {side.value || EMPTY}
      </Box>
      {swappedFrom !== undefined && (
        <Typography
          component="span"
          variant="caption"
          sx={{ display: 'block', color: 'text.secondary', fontStyle: 'italic' }}
        >
          from {swappedFrom} (entered swapped)
        </Typography>
      )}
      <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
        normalised:{' '}
        <Box component="span" sx={{ fontFamily: 'monospace' }}>
          {side.normalised || EMPTY}
        </Box>
      </Typography>
      {side.droppedWords.length > 0 && (
        <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
          dropped frequent words:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace' }}>
            {side.droppedWords.join(', ')}
          </Box>
        </Typography>
      )}
    </TableCell>
  );
}
