import { Box } from '@mui/material';
import type { RecordRef } from '../../contract/record-ref';
import { RecordName } from './RecordName';

/** Records beyond these would make a large group's row tower over the others; its page lists them all. */
const SHOWN = 4;

/**
 * A group's or a pair's records, one a line with their details, for a grid cell: the row opens the group, so the
 * names are no links.
 */
export function RecordNameList({ records }: { records: readonly RecordRef[] }) {
  return (
    <Box>
      {records.slice(0, SHOWN).map((record) => (
        <Box key={record.id}>
          <RecordName record={record} layout="inline" link={false} />
        </Box>
      ))}
      {records.length > SHOWN && (
        <Box sx={{ color: 'text.secondary' }}>and {records.length - SHOWN} more</Box>
      )}
    </Box>
  );
}
