import { Box, TableCell, Typography } from '@mui/material';
import type { FieldExplanation } from '../../../contract/explain';

const EMPTY = '—';

/** One side of a field comparison: the value, what the method compared (normalised) and the frequent words set aside. */
export function FieldSideCell({ side }: { side: FieldExplanation['input'] }) {
  return (
    <TableCell sx={{ overflowWrap: 'anywhere' }}>
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {side.value || EMPTY}
      </Box>
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
