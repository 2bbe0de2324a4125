import { useQuery } from '@tanstack/react-query';
import { Box, Tooltip } from '@mui/material';
import { recordQueryOptions } from '../../api/record-queries';
import { recordName } from '../../ui/record-text';

/** The stored record a save would update, by its name (its id in the tooltip); its id until the name is read. */
export function StoredRecordName({ objectType, recordId }: { objectType: string; recordId: string }) {
  const record = useQuery(recordQueryOptions(objectType, recordId));
  return (
    <Tooltip title={recordId} describeChild>
      <Box component="span" sx={{ fontWeight: 600 }}>
        {record.data ? recordName(record.data) : recordId}
      </Box>
    </Tooltip>
  );
}
